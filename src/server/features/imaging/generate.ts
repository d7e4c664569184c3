import { randomUUID } from 'node:crypto';
import type { GenerateImageRequest } from '#shared/api/imaging.js';
import { CREDIT_COSTS } from '#shared/plans.js';
import {
  IMAGE_JOBS_PER_USER,
  IMAGING_MESSAGES,
  imageCharges,
  quickActionById,
} from '#shared/imaging.js';
import { AppError, badRequest, notFound, tooManyRequests } from '#server/http/errors.js';
import type { Viewer } from '../auth/index.js';
import { IMAGE_QUEUE, type ImagingDeps } from './context.js';
import { enforceImageRateLimit, takeImageJob } from './limits.js';

/** How long a member waits, at most, before one of their two running images finishes. */
const RUNNING_RETRY_AFTER_S = 15;

export const premiumRequired = () =>
  new AppError(402, 'premium_required', IMAGING_MESSAGES.premiumRequired);

/**
 * Accepts one image request: gates, validates, checks the words with the safety policy, charges
 * the credits it costs and enqueues its job in one transaction, and answers with the job id at
 * once. Nothing is written when any step refuses.
 */
export function createGenerate(deps: ImagingDeps) {
  const { db, store, characters, safety, credits, limiter, config, jobs } = deps;

  async function characterOf(id: string, field: 'characterId' | 'withCharacterId') {
    const found = await characters.getForChat(id);
    if (!found) throw badRequest(`No character with id '${id}'.`, { [field]: 'Unknown character' });
    return found.publicCharacter;
  }

  /** A 402 that says what the image costs and what the member has. */
  async function insufficient(userId: string, cost: number) {
    const balance = await credits.balance(userId);
    return new AppError(
      402,
      'insufficient_credits',
      `This image costs ${cost} credits and your balance is ${balance}. Buy credits to continue.`,
    );
  }

  return async function generate(viewer: Viewer, ip: string, input: GenerateImageRequest) {
    if (!viewer.isPremium) throw premiumRequired();
    await safety.ensureMayChat({ viewer, guestId: null });
    const character = await characterOf(input.characterId, 'characterId');
    if (input.withCharacterId === input.characterId)
      throw badRequest('Choose a different second character.', {
        withCharacterId: 'Must differ from characterId',
      });
    if (input.withCharacterId) await characterOf(input.withCharacterId, 'withCharacterId');
    if (
      input.conversationId &&
      !(await deps.chat.isMemberConversation(viewer.id, input.conversationId, character.id))
    )
      throw notFound('Conversation not found.');
    await enforceImageRateLimit(limiter, config, { userId: viewer.id, ip });

    // The same policy as chat, for every tier, on the words and the quick action's scene
    // together: refusals are recorded and counted as strikes.
    const action = quickActionById(input.quickAction);
    const decision = await safety.assessUserMessage(
      { viewer, guestId: null },
      {
        text: action ? `${input.userText}, ${action.prompt}` : input.userText,
        characterId: character.id,
        characterName: character.name,
        depiction: true,
      },
    );
    if (decision.kind === 'refuse' || decision.kind === 'crisis')
      throw new AppError(422, 'content_refused', decision.reply);
    if (decision.kind === 'paywall') throw premiumRequired();
    const sfw = !decision.nsfw && !action?.nsfw;

    await takeImageJob(limiter, config);
    const charges = imageCharges(input);
    const cost = charges.reduce((sum, charge) => sum + CREDIT_COSTS[charge], 0);
    const requestId = randomUUID();
    await db
      .transaction(async (tx) => {
        await store.lockMember(tx, viewer.id);
        if ((await store.activeCount(tx, viewer.id)) >= IMAGE_JOBS_PER_USER)
          throw tooManyRequests(RUNNING_RETRY_AFTER_S, IMAGING_MESSAGES.tooManyRunning);
        for (const charge of charges)
          await credits.spendCredits(viewer.id, charge, `image:${requestId}:${charge}`, tx);
        await store.insertRequest(tx, {
          id: requestId,
          userId: viewer.id,
          characterId: character.id,
          withCharacterId: input.withCharacterId ?? null,
          conversationId: input.conversationId ?? null,
          prompt: input.userText,
          resolution: input.resolution,
          angle: input.angle,
          quickAction: input.quickAction ?? null,
          sfw,
          creditsCharged: cost,
          charges: charges.join(','),
        });
        const job = await jobs.enqueue(IMAGE_QUEUE, { requestId }, { executor: tx });
        await store.setJobId(tx, requestId, job.id);
      })
      .catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'not_enough_credits')
          throw await insufficient(viewer.id, cost);
        throw error;
      });
    // Enqueued inside the transaction: start it now that it is committed.
    jobs.wake(IMAGE_QUEUE);
    return { jobId: requestId };
  };
}
