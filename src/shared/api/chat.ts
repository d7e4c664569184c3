import { z } from 'zod';
import { apiErrorSchema } from './errors.js';
import { text } from './text.js';
import { PAYWALL_ERROR_CODE, PAYWALL_ERROR_MESSAGE } from '../paywall.js';
import {
  CHAT_HISTORY_PAGE_DEFAULT,
  CHAT_HISTORY_PAGE_MAX,
  CHAT_MESSAGE_MAX_CHARS,
} from '../constants.js';

export const messageContentSchema = text({ message: 'content is required', multiLine: true })
  .max(CHAT_MESSAGE_MAX_CHARS, `Messages can be at most ${CHAT_MESSAGE_MAX_CHARS} characters`)
  .refine((text) => text.trim().length > 0, 'Message cannot be empty');

export const createConversationSchema = z.object({
  characterId: text().trim().min(1, 'characterId is required').max(64),
});

export const sendMessageSchema = z.object({ content: messageContentSchema });
export const editMessageSchema = z.object({ content: messageContentSchema });
export const selectAlternateSchema = z.object({ index: z.number().int().min(0) });

export const conversationParamsSchema = z.object({ id: z.uuid('Unknown conversation') });
export const messageParamsSchema = z.object({ id: z.uuid('Unknown message') });

export const messagePageQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(CHAT_HISTORY_PAGE_MAX, `limit must be at most ${CHAT_HISTORY_PAGE_MAX}`)
    .default(CHAT_HISTORY_PAGE_DEFAULT),
  /** A message id: return the page of messages older than it. */
  before: z.uuid('before must be a message id').optional(),
});

export const messageSafetySchema = z.object({
  action: z.enum(['refused', 'crisis']),
  category: z.string(),
});

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** user: sent | delivered | read | failed; assistant: streaming | complete | stopped | failed */
  status: z.string(),
  kind: z.enum(['text', 'paywall', 'greeting', 'image']),
  imageUrl: z.string().nullable(),
  model: z.string().nullable(),
  alternates: z.array(z.string()),
  activeAlternate: z.number().int(),
  safety: messageSafetySchema.nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  /** The paywall card's A/B copy, stored with a paywall reply so a reload shows the same card. */
  paywallVariant: z.enum(['A', 'B']).nullable().optional(),
  /** A reply cut off because its server instance stopped: the partial text, marked failed. */
  interrupted: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  characterId: z.string(),
  characterName: z.string(),
  characterImage: z.string(),
  title: z.string(),
  /** The last message, truncated to 50 characters (docs/PRODUCT.md#constants). */
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({ items: z.array(conversationSummarySchema) });

export const createConversationResponseSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(chatMessageSchema),
});

export const messagePageSchema = z.object({
  items: z.array(chatMessageSchema),
  /** Pass as `before` to load older messages; null at the start of the conversation. */
  nextBefore: z.string().nullable(),
  /** True while a reply is being generated (e.g. after a reload mid-stream). */
  generating: z.boolean(),
  engine: z.enum(['offline', 'model']),
});

export const sendMessageResponseSchema = z.object({
  userMessage: chatMessageSchema,
  assistantMessage: chatMessageSchema,
});

/**
 * The paywall's 402: the one error shape, plus the top-level `reply`, `nsfw_paywall` and
 * `variant` that existing clients of POST /api/chat/send read (docs/PRODUCT.md#api-compatibility).
 */
export const paywallResponseSchema = apiErrorSchema.extend({
  reply: z.string(),
  nsfw_paywall: z.literal(true),
  variant: z.enum(['A', 'B']),
  userMessage: chatMessageSchema.optional(),
  assistantMessage: chatMessageSchema.optional(),
});
export type PaywallResponse = z.infer<typeof paywallResponseSchema>;

/** The paywall's 402 error, in the one error shape every route answers with. */
export const paywallError = () => ({ code: PAYWALL_ERROR_CODE, message: PAYWALL_ERROR_MESSAGE });

/** Server-Sent Events of a streamed reply, in order: user_message?, start, delta*, then message | error. */
export const chatStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('user_message'), data: chatMessageSchema }),
  z.object({ event: z.literal('start'), data: z.object({ messageId: z.string() }) }),
  z.object({ event: z.literal('delta'), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal('message'), data: chatMessageSchema }),
  z.object({
    event: z.literal('error'),
    data: z.object({
      code: z.string(),
      message: z.string(),
      userMessage: chatMessageSchema.optional(),
    }),
  }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/** The stateless chat call (docs/PRODUCT.md#api-compatibility), kept for existing clients. */
export const statelessChatSendSchema = z.object({
  characterId: text().trim().min(1).max(64),
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: text({ multiLine: true }).max(CHAT_MESSAGE_MAX_CHARS),
      }),
    )
    .max(50, 'at most 50 messages'),
  lastUser: messageContentSchema,
  userId: text().max(64).optional(),
});
export const statelessChatReplySchema = z.object({
  reply: z.string(),
  style: z.enum(['sfw', 'nsfw']),
});
