import type { z } from 'zod';
import {
  paywallError,
  type PaywallResponse,
  type statelessChatSendSchema,
} from '#shared/api/chat.js';
import { CHAT_CONTEXT_MIN_MESSAGES } from '#shared/constants.js';
import { notFound, unavailable } from '#server/http/errors.js';
import { offlineContext, promptFor } from './replyRunner.js';
import { safetyMark } from './policyReplies.js';
import { enforceChatRateLimit, takeModelCall, type ChatDeps, type ChatViewer } from './limits.js';

export type StatelessResult =
  | {
      status: 200;
      body: {
        reply: string;
        style: 'sfw' | 'nsfw';
        safety?: { action: 'refused' | 'crisis'; category: string };
      };
    }
  | { status: 402; body: PaywallResponse };

/** The stateless POST /api/chat/send (docs/PRODUCT.md#api-compatibility): the client sends the context, nothing is stored. */
export async function statelessReply(
  deps: ChatDeps,
  viewer: ChatViewer,
  input: z.infer<typeof statelessChatSendSchema>,
): Promise<StatelessResult> {
  await deps.safety.ensureMayChat(viewer);
  await enforceChatRateLimit(deps, viewer);
  const character = await deps.characters.getForChat(input.characterId);
  if (!character) throw notFound(`No character with id '${input.characterId}'.`);
  const name = character.publicCharacter.name;
  const decision = await deps.safety.assessUserMessage(viewer, {
    text: input.lastUser,
    characterId: character.publicCharacter.id,
    characterName: name,
  });
  if (decision.kind === 'paywall')
    return {
      status: 402,
      body: {
        error: paywallError(),
        reply: decision.reply,
        nsfw_paywall: true,
        variant: decision.variant,
      },
    };
  if (decision.kind === 'refuse' || decision.kind === 'crisis')
    return {
      status: 200,
      body: { reply: decision.reply, style: 'sfw', safety: safetyMark(decision) },
    };
  await takeModelCall(deps, viewer);
  // The client sends the context: the last 8 messages, the one answered included.
  const last = input.messages.at(-1);
  const history = (
    last?.role === 'user' && last.content === input.lastUser
      ? input.messages
      : [...input.messages, { role: 'user' as const, content: input.lastUser }]
  ).slice(-CHAT_CONTEXT_MIN_MESSAGES);
  const guard = deps.safety.createReplyGuard(viewer, {
    characterName: name,
    conversationId: 'stateless',
  });
  let reply = '';
  try {
    for await (const delta of deps.llm.stream({
      messages: promptFor(character, {
        userName: viewer.viewer?.name ?? null,
        summary: '',
        history,
      }),
      model: decision.nsfw ? deps.config.LLM_NSFW_MODEL : undefined,
      character: offlineContext(character),
    })) {
      reply += delta;
      const cut = await guard.push(delta);
      if (cut) return refusedReply(cut);
    }
  } catch {
    throw unavailable(
      'The companion could not answer right now. Please try again.',
      'model_unavailable',
    );
  }
  const cut = await guard.finish();
  if (cut) return refusedReply(cut);
  return { status: 200, body: { reply, style: decision.nsfw ? 'nsfw' : 'sfw' } };
}

/** A model reply cut by the stream guard: the in-character refusal replaces it. */
function refusedReply(cut: { reply: string; category: string }): StatelessResult {
  return {
    status: 200,
    body: { reply: cut.reply, style: 'sfw', safety: { action: 'refused', category: cut.category } },
  };
}
