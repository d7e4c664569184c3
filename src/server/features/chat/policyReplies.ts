/**
 * The policy's own replies (docs/decisions/0004): a refused, crisis or paywalled message is
 * answered by the safety policy's text, never by the model, and stored with its mark. The way of
 * a message the policy lets through does not come here (docs/ARCHITECTURE.md, "The path of one
 * message").
 */
import type { ChatMessage } from '#shared/api/chat.js';
import type { PaywallVariant } from '#shared/paywall.js';
import type { UserMessageDecision } from '../safety/index.js';
import { toChatMessage, type ChatStore, type MessageRow } from './store.js';

const REDACTED_MESSAGE = '[message removed by the safety policy]';

type PolicyDecision = Exclude<UserMessageDecision, { kind: 'allow' }>;

/** A refused or paywalled message is answered by the policy's reply, never by the model. */
export type PolicyOutcome =
  | { type: 'final'; userMessage: ChatMessage; assistantMessage: ChatMessage }
  | {
      type: 'paywall';
      reply: string;
      variant: PaywallVariant;
      userMessage: ChatMessage;
      assistantMessage: ChatMessage;
    };

/** The text a user message is stored with: a prohibited one is kept only as a hash (in the incident log). */
export const storedText = (decision: UserMessageDecision, content: string) =>
  decision.kind === 'refuse' ? REDACTED_MESSAGE : content;

/** The safety mark of a refused or crisis answer. */
export const safetyMark = (decision: Extract<PolicyDecision, { kind: 'refuse' | 'crisis' }>) => ({
  action: decision.kind === 'refuse' ? ('refused' as const) : ('crisis' as const),
  category: decision.category,
});

/** Stores the policy's reply to a stored user message and marks that message read. */
export async function storePolicyReply(
  store: ChatStore,
  conversationId: string,
  userRow: MessageRow,
  decision: PolicyDecision,
): Promise<PolicyOutcome> {
  const [assistant] = await store.insertMessages([
    {
      conversationId,
      role: 'assistant',
      kind: decision.kind === 'paywall' ? 'paywall' : 'text',
      content: decision.reply,
      status: 'complete',
      safety: decision.kind === 'paywall' ? null : safetyMark(decision),
      paywallVariant: decision.kind === 'paywall' ? decision.variant : null,
      deliveredAt: new Date(),
    },
  ]);
  const delivered = await store.updateMessage(userRow.id, {
    status: 'read',
    deliveredAt: new Date(),
    readAt: new Date(),
  });
  await store.recordAppended(conversationId, 1, assistant);
  const common = {
    userMessage: toChatMessage(delivered),
    assistantMessage: toChatMessage(assistant),
  };
  return decision.kind === 'paywall'
    ? { type: 'paywall', reply: decision.reply, variant: decision.variant, ...common }
    : { type: 'final', ...common };
}
