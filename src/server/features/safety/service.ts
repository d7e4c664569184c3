import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gte, sql } from 'drizzle-orm';
import { paywallReply, type PaywallVariant } from '#shared/paywall.js';
import type { Database, DbExecutor } from '#server/db/client.js';
import { paywallAssignments, safetyIncidents } from '#server/db/schema/index.js';
import { AppError } from '#server/http/errors.js';
import type { ModerationProvider } from '#server/providers/moderation/index.js';
import type { AnalyticsService } from '../analytics/index.js';
import type { AccountDataRegistry, AuthService, Viewer } from '../auth/index.js';
import { createConversationContext } from './conversationContext.js';
import { createModerationCheck } from './moderationCheck.js';
import { createModerationQueue } from './moderationQueue.js';
import {
  checkInReply,
  classifyText,
  crisisReply,
  describeText,
  hashContent,
  refusalReply,
  refuse,
  type SafetyVerdict,
} from './policy/index.js';
import { assessProfile, type CharacterProfile } from './profile.js';
import { createReplyGuard, type ReplyGuard } from './replyGuard.js';

export const STRIKES_TO_SUSPEND = 3;
const STRIKE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const SUSPENDED_MESSAGE =
  'Your account is suspended while our team reviews repeated attempts to request prohibited content. You cannot chat until the review is complete.';

/** The caller as the policy sees them: a signed-in viewer, or a guest by their guest id. */
export interface ViewerOrGuest {
  viewer: Viewer | null;
  guestId: string | null;
}

export type UserMessageDecision =
  | { kind: 'allow'; nsfw: boolean }
  | { kind: 'refuse'; reply: string; category: string }
  | { kind: 'crisis'; reply: string; category: 'self_harm'; intensity: 'high' | 'low' }
  | { kind: 'paywall'; reply: string; variant: PaywallVariant };

export type { ReplyGuard } from './replyGuard.js';

/** One key per caller (the paywall_assignments.subject_id column): the user id or `guest:<id>`. */
const viewerKey = (caller: ViewerOrGuest) => caller.viewer?.id ?? `guest:${caller.guestId}`;

export function createSafetyService(deps: {
  db: Database;
  auth: AuthService;
  analytics: AnalyticsService;
  moderation: ModerationProvider | null;
  log: FastifyBaseLogger;
  /** Counts each incident by source, action and category (metrics); never sees the text. */
  onIncident?: (incident: { source: string; action: string; category: string }) => void;
}) {
  const { db, auth, analytics, log } = deps;
  const moderation = createModerationCheck(deps.moderation, log);
  const conversationContext = createConversationContext(db);

  async function recordIncident(
    caller: ViewerOrGuest,
    values: {
      source: 'user' | 'model';
      action: 'refused' | 'crisis' | 'cut';
      category: string;
      text: string;
      conversationId?: string;
    },
  ) {
    await db.insert(safetyIncidents).values({
      userId: caller.viewer?.id ?? null,
      guestId: caller.viewer ? null : caller.guestId,
      conversationId: values.conversationId ?? null,
      source: values.source,
      action: values.action,
      category: values.category,
      // A crisis is recorded by category only: not even a hash of what the person wrote.
      contentHash: values.action === 'crisis' ? '' : hashContent(values.text),
      isStrike: values.source === 'user' && values.action === 'refused',
    });
    deps.onIncident?.({ source: values.source, action: values.action, category: values.category });
  }

  async function recentStrikes(caller: ViewerOrGuest) {
    const since = new Date(Date.now() - STRIKE_WINDOW_MS);
    const who = caller.viewer
      ? eq(safetyIncidents.userId, caller.viewer.id)
      : eq(safetyIncidents.guestId, caller.guestId ?? '');
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(safetyIncidents)
      .where(and(who, eq(safetyIncidents.isStrike, true), gte(safetyIncidents.createdAt, since)));
    return row.count;
  }

  async function assignVariant(
    id: string,
    userId: string | null,
    guestId: string | null,
  ): Promise<PaywallVariant> {
    const candidate: PaywallVariant = Math.random() < 0.5 ? 'A' : 'B';
    const inserted = await db
      .insert(paywallAssignments)
      .values({ subjectId: id, variant: candidate })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) {
      await analytics.track({
        type: 'paywall_variant_assigned',
        userId,
        sessionId: guestId,
        data: { variant: candidate },
      });
      return candidate;
    }
    const [row] = await db
      .select()
      .from(paywallAssignments)
      .where(eq(paywallAssignments.subjectId, id));
    return row.variant;
  }

  /** Sticky 50/50 assignment, recorded once as paywall_variant_assigned. */
  function paywallVariant(caller: ViewerOrGuest): Promise<PaywallVariant> {
    return assignVariant(viewerKey(caller), caller.viewer?.id ?? null, caller.guestId);
  }

  /**
   * Our policy, the conversation's memory (a minor age stated earlier turns later sexual
   * intent into a minors refusal) and the configured moderation check, strictest first.
   */
  async function classify(
    text: string,
    conversationId?: string,
    depiction = false,
  ): Promise<SafetyVerdict> {
    const facts = describeText(text, { source: 'user' });
    let ours = facts.verdict;
    // A picture shows whoever it describes: any minor or child-like subject is refused, whatever
    // the scene, because an image cannot be kept "just a story" (docs/PRODUCT.md#safety).
    if (depiction && ours.action !== 'refuse' && (facts.describesMinor || facts.childPersona))
      ours = refuse('minors');
    else if (facts.statesMinorAge) await conversationContext.rememberMinor(conversationId);
    else if (
      ours.action !== 'refuse' &&
      facts.intimateIntent &&
      (await conversationContext.minorStated(conversationId))
    )
      ours = refuse('minors');
    return moderation.combine(ours, text, 'user');
  }

  return {
    /** Refuses a suspended account or a guest id with too many strikes (403). */
    async ensureMayChat(caller: ViewerOrGuest) {
      const suspended = caller.viewer
        ? caller.viewer.banned
        : (await recentStrikes(caller)) >= STRIKES_TO_SUSPEND;
      if (suspended) throw new AppError(403, 'account_suspended', SUSPENDED_MESSAGE);
    },

    async assessUserMessage(
      caller: ViewerOrGuest,
      input: {
        text: string;
        characterId: string;
        characterName: string;
        conversationId?: string;
        /** The text describes an image to make: stricter about who it shows. */
        depiction?: boolean;
      },
    ): Promise<UserMessageDecision> {
      const verdict = await classify(input.text, input.conversationId, input.depiction);
      if (verdict.action === 'refuse') {
        await recordIncident(caller, {
          source: 'user',
          action: 'refused',
          category: verdict.category,
          text: input.text,
          conversationId: input.conversationId,
        });
        if (caller.viewer && (await recentStrikes(caller)) >= STRIKES_TO_SUSPEND) {
          await auth.suspend(
            caller.viewer.id,
            `Automatic: ${STRIKES_TO_SUSPEND} prohibited requests within 24 hours (${verdict.category})`,
          );
        }
        return {
          kind: 'refuse',
          reply: refusalReply(input.characterName, verdict.category),
          category: verdict.category,
        };
      }
      if (verdict.action === 'care') {
        await recordIncident(caller, {
          source: 'user',
          action: 'crisis',
          category: 'self_harm',
          text: input.text,
          conversationId: input.conversationId,
        });
        // Every tier, Premium intimate chats included: the character steps out of the story.
        const high = verdict.intensity === 'high';
        return {
          kind: 'crisis',
          reply: high ? crisisReply(input.characterName) : checkInReply(input.characterName),
          category: 'self_harm',
          intensity: verdict.intensity,
        };
      }
      if (verdict.action === 'intimate') {
        if (caller.viewer?.isPremium) return { kind: 'allow', nsfw: true };
        const variant = await paywallVariant(caller);
        const common = { userId: caller.viewer?.id ?? null, sessionId: caller.guestId };
        await analytics.track({
          ...common,
          type: 'nsfw_paywall_trigger',
          data: { character_id: input.characterId, message: input.text.slice(0, 100), variant },
        });
        await analytics.track({
          ...common,
          type: 'paywall_view',
          data: { character_id: input.characterId, variant },
        });
        return { kind: 'paywall', reply: paywallReply(input.characterName, variant), variant };
      }
      return { kind: 'allow', nsfw: false };
    },

    /** Checks a model reply while it streams: our policy per sentence, a judge per window. */
    createReplyGuard(
      caller: ViewerOrGuest,
      context: { characterName: string; conversationId: string },
    ): ReplyGuard {
      return createReplyGuard(moderation, async (verdict, text) => {
        const category = verdict.category ?? 'harassment';
        await recordIncident(caller, {
          source: 'model',
          action: 'cut',
          category,
          text,
          conversationId: context.conversationId,
        });
        return {
          reply: refusalReply(context.characterName, verdict.category ?? 'harassment'),
          category,
        };
      });
    },

    /** Refuses a character whose age or description reads as a minor (creation and import). */
    assessCharacterProfile: (profile: CharacterProfile) => assessProfile(profile),

    /** How many moderation checks fell back to our policy alone (failure or timeout). */
    moderationFallbacks: () => moderation.fallbacks,

    /** Regenerating an intimate turn for Premium uses the NSFW model again; nothing is recorded. */
    async wantsIntimateModel(caller: ViewerOrGuest, text: string) {
      return (
        Boolean(caller.viewer?.isPremium) &&
        classifyText(text, { source: 'user' }).action === 'intimate'
      );
    },

    /** The variant of a signed-in user (billing reports it with checkout events). */
    async paywallVariantOfUser(userId: string): Promise<PaywallVariant> {
      return assignVariant(userId, userId, null);
    },

    /** The admin's queue of refused and cut messages: list, review (dismiss, strike, suspend). */
    moderationQueue: createModerationQueue({
      db,
      auth,
      strikesToSuspend: STRIKES_TO_SUSPEND,
      strikeWindowMs: STRIKE_WINDOW_MS,
    }),

    /** Lifts a suspension and clears the strikes that led to it; pass a transaction to join it. */
    async liftSuspension(userId: string, executor: DbExecutor = db) {
      await auth.liftSuspension(userId, executor);
      await executor
        .update(safetyIncidents)
        .set({ isStrike: false })
        .where(eq(safetyIncidents.userId, userId));
    },

    registerDataOwner(registry: AccountDataRegistry) {
      registry.register({
        name: 'safety',
        exportRows: (executor, userId) =>
          executor.select().from(safetyIncidents).where(eq(safetyIncidents.userId, userId)),
        deleteRows: async (executor, userId) => {
          await executor.delete(safetyIncidents).where(eq(safetyIncidents.userId, userId));
          await executor.delete(paywallAssignments).where(eq(paywallAssignments.subjectId, userId));
        },
        claimGuestRows: async (executor, guestId, userId) => {
          await executor
            .update(safetyIncidents)
            .set({ userId, guestId: null })
            .where(eq(safetyIncidents.guestId, guestId));
          // The visitor keeps the variant they saw as a guest, unless the account already has one.
          const [existing] = await executor
            .select()
            .from(paywallAssignments)
            .where(eq(paywallAssignments.subjectId, userId));
          if (!existing) {
            await executor
              .update(paywallAssignments)
              .set({ subjectId: userId })
              .where(eq(paywallAssignments.subjectId, `guest:${guestId}`));
          }
        },
      });
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;
