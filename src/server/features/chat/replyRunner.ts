/**
 * The running reply: its prompt, the model's deltas through the stream guard, out as events to
 * whoever is attached, and the end written in one statement. It runs to the end whether or not anyone is
 * listening; its lease, stop requests from other instances and recovery live in replyLeases.ts and
 * replyRecovery.ts.
 */
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatStreamEvent } from '#shared/api/chat.js';
import type {
  ChatTurn,
  LlmProvider,
  OfflineCharacterContext,
} from '#server/providers/llm/types.js';
import type { CharacterForChat } from '../characters/index.js';
import type { FinishContext, LeasedReply, ReplyJob, ReplyOutcome } from './replyJob.js';
import { createReplyLeases, type LeaseSettings } from './replyLeases.js';
import { failReply, GENERATION_FAILED, LEASE_TAKEN_OVER } from './replyRecovery.js';
import { toChatMessage, type ChatStore } from './store.js';

// The prompt: one system message (persona, public profile, what we know about the user, rules,
// long-term summary) followed by the recent history. Which history fits the token budget is
// decided in SQL, where the window is read (store.ts, promptWindow). Pure, so every rule is
// unit-tested (prompt.test.ts).

/** Only these fields reach the model: anything else on a character is left out by construction. */
export type PromptCharacter = Pick<
  CharacterForChat['publicCharacter'],
  'name' | 'persona' | 'personalityType' | 'bio' | 'tags' | 'displayAge'
> & { personaSystemPrompt: string };

export type HistoryTurn = { role: 'user' | 'assistant'; content: string };

export interface PromptInput {
  character: PromptCharacter;
  userName: string | null;
  /** Rolling summary of older turns ('' when none). */
  summary: string;
  /** Oldest → newest, the new user message last (the window SQL read, plus this turn). */
  history: HistoryTurn[];
}

export const ADULT_AI_RULES =
  'The user is an adult (18+); you are an AI companion; stay consistent with the persona. ' +
  'If asked, say honestly that you are an AI. Reply conversationally, in character.';

export function assemblePrompt(input: PromptInput): { messages: ChatTurn[] } {
  return {
    messages: [
      { role: 'system', content: buildSystemPrompt(input) },
      ...input.history.map((turn) => ({ role: turn.role, content: turn.content })),
    ],
  };
}

/** The prompt of a reply by this character (chat, write-first and stateless replies alike). */
export function promptFor(
  character: CharacterForChat,
  input: { userName: string | null; summary: string; history: HistoryTurn[] },
): ChatTurn[] {
  const { name, persona, personalityType, bio, tags, displayAge } = character.publicCharacter;
  const { personaSystemPrompt } = character;
  const picked = { name, persona, personalityType, bio, tags, displayAge, personaSystemPrompt };
  return assemblePrompt({ character: picked, ...input }).messages;
}

/** The public facts the offline engine voices (a remote model reads them in the system prompt). */
export const offlineContext = ({
  publicCharacter: c,
}: CharacterForChat): OfflineCharacterContext => {
  const { id, name, tags, starterPrompts, persona, personalityType } = c;
  return { id, name, tags, starterPrompts, persona, personalityType };
};

/**
 * Only the fields named here reach the model: anything else on the object (creator-only or admin
 * fields passed in by mistake) is ignored by construction.
 */
function buildSystemPrompt({ character, userName, summary }: PromptInput): string {
  const profile = [
    `Name: ${oneLine(character.name)}`,
    `Age: ${oneLine(character.displayAge)}`,
    character.personalityType && `Personality: ${oneLine(character.personalityType)}`,
    character.persona && `Persona: ${oneLine(character.persona)}`,
    character.bio && `Bio: ${oneLine(character.bio)}`,
    character.tags.length > 0 && `Tags: ${character.tags.map(oneLine).join(', ')}`,
  ].filter(Boolean);

  const sections = [
    character.personaSystemPrompt.trim(),
    `Your public profile:\n${profile.join('\n')}`,
    userName?.trim() ? `The user's name is ${oneLine(userName).slice(0, 60)}.` : '',
    ADULT_AI_RULES,
    summary.trim() ? `Earlier in this conversation: ${summary.trim()}` : '',
  ];
  return sections.filter(Boolean).join('\n\n');
}

/** Profile values are single lines so a stray newline cannot fake a new prompt section. */
export function oneLine(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' / ');
}

/**
 * After the first delta (sent at once), the text that streams in goes out as one delta event per
 * window: a fast model's 200 tokens cost a few socket writes, a slow one's words still arrive as
 * they come (docs/decisions/0101-coalesced-reply-events.md).
 */
const DELTA_WINDOW_MS = 30;

export type { FinishContext, ReplyJob, ReplyOutcome } from './replyJob.js';

/** A reply being generated. It runs to the end whether or not anyone is listening. */
export class RunningReply implements LeasedReply {
  readonly events = new EventEmitter();
  readonly abort = new AbortController();
  stopRequested = false;
  /** Another instance took over this reply (our lease ran out): it must write nothing more. */
  leaseLost = false;
  /** Its turn was never stored (the statement that began it did not commit). */
  abandoned = false;
  text = '';
  done!: Promise<ReplyOutcome>;
  /** How much of `text` went out as delta events: exactly what attach hands a newcomer. */
  private sent = 0;
  private windowTimer: NodeJS.Timeout | null = null;

  constructor(readonly job: ReplyJob) {
    // Listeners come and go with HTTP connections; never let a missing one crash the run.
    this.events.setMaxListeners(0);
  }

  emit(event: ChatStreamEvent) {
    this.events.emit('event', event);
  }

  /** Adds streamed text; the first delta leaves at once, later ones once per window. */
  append(delta: string) {
    this.text += delta;
    if (this.events.listenerCount('event') === 0) {
      // Nobody to tell: a newcomer gets the text from attach.
      this.sent = this.text.length;
      return;
    }
    if (this.sent === 0) this.flush();
    else this.windowTimer ??= setTimeout(this.flush, DELTA_WINDOW_MS);
  }

  /** Sends the text not sent yet as one delta event. */
  readonly flush = () => {
    if (this.windowTimer) clearTimeout(this.windowTimer);
    this.windowTimer = null;
    if (this.sent === this.text.length) return;
    const text = this.text.slice(this.sent);
    this.sent = this.text.length;
    this.emit({ event: 'delta', data: { text } });
  };

  /**
   * The text sent so far and every later event, with nothing in between: what was sent and its
   * delta events change together, in one synchronous step, so an attaching client never sees a
   * delta twice or misses one.
   */
  attach(listener: (event: ChatStreamEvent) => void) {
    this.events.on('event', listener);
    return {
      text: this.text.slice(0, this.sent),
      detach: () => this.events.off('event', listener),
    };
  }

  stop() {
    this.stopRequested = true;
    this.abort.abort();
  }
}

export type ReplyMetricEvent = 'started' | 'complete' | 'stopped' | 'failed' | 'interrupted';

function metricEventOf(outcome: ReplyOutcome): ReplyMetricEvent {
  if (outcome.ok) return outcome.message.status === 'stopped' ? 'stopped' : 'complete';
  return outcome.code === LEASE_TAKEN_OVER.code ? 'interrupted' : 'failed';
}

/** Runs replies independently of the HTTP connection; one per conversation on this instance. */
export function createReplyRunner(deps: {
  store: ChatStore;
  llm: LlmProvider;
  log: FastifyBaseLogger;
  lease: LeaseSettings;
  onFinished: (job: ReplyJob, outcome: ReplyOutcome, context: FinishContext) => Promise<void>;
  /** Counts replies started and how each ended (metrics). */
  observe?: (event: ReplyMetricEvent) => void;
}) {
  const running = new Map<string, RunningReply>();
  const owner = deps.lease.instanceId;
  const leases = createReplyLeases({ ...deps, running });

  async function streamInto(reply: RunningReply) {
    const { job } = reply;
    const stream = deps.llm.stream({
      messages: job.prompt,
      model: job.model,
      signal: reply.abort.signal,
      character: job.character,
    });
    for await (const delta of stream) {
      // The guard answers at once unless it cuts the reply or asks the judge model.
      const verdict = job.guard.push(delta);
      const cut = verdict && (await verdict);
      if (cut) return cut;
      reply.append(delta);
      if (reply.stopRequested || reply.leaseLost) return null;
    }
    return reply.stopRequested ? null : job.guard.finish();
  }

  async function finish(reply: RunningReply, cut: { reply: string; category: string } | null) {
    const { job } = reply;
    const now = new Date();
    const content = cut ? cut.reply : reply.text;
    const stored = job.mode === 'alternate' ? job.assistant.alternates : [];
    const version = {
      content,
      model: job.model ?? deps.llm.defaultModel,
      createdAt: now.toISOString(),
    };
    const values = {
      content,
      status: reply.stopRequested && !cut ? 'stopped' : 'complete',
      model: version.model,
      alternates: [...stored, version],
      activeAlternate: stored.length,
      safety: cut ? { action: 'refused' as const, category: cut.category } : null,
    };
    // The character "reads" the message as she answers; the UI shows it 500 ms later (docs/PRODUCT.md#states).
    const readAt = new Date(now.getTime() + 500);
    const finished = await deps.store.finishReply({
      conversationId: job.conversationId,
      assistantId: job.assistant.id,
      values,
      promptLengths: job.prompt.map((turn) => turn.content.length),
      deliveredAt: now,
      userMessageId: job.userMessage?.id ?? null,
      readAt,
      lastMessageAt: job.assistant.createdAt,
      owner,
    });
    if (finished.leaseLost) return { ...LEASE_TAKEN_OVER };
    const userMessage =
      job.userMessage && finished.userMessageRead
        ? toChatMessage({ ...job.userMessage, status: 'read', deliveredAt: now, readAt })
        : undefined;
    return {
      ok: true as const,
      message: toChatMessage({ ...job.assistant, ...values, deliveredAt: now }),
      userMessage,
      conversation: finished.conversation,
    };
  }

  /**
   * Cancels a reply whose turn was never stored (the statement that began it did not commit,
   * docs/decisions/0112): the model call is aborted and nothing is written.
   */
  function abandon(reply: RunningReply) {
    reply.abandoned = true;
    reply.leaseLost = true;
    if (running.get(reply.job.conversationId) === reply) running.delete(reply.job.conversationId);
    reply.abort.abort();
  }

  async function run(reply: RunningReply, stored: Promise<void>): Promise<ReplyOutcome> {
    // The model streams while the turn's commit finishes; the reply's end is written only after
    // it, and a turn that did not commit is abandoned at once (which also marks the lease lost).
    const storing = stored.catch(() => abandon(reply));
    let outcome: ReplyOutcome;
    try {
      const cut = await streamInto(reply);
      await storing;
      outcome = reply.leaseLost ? { ...LEASE_TAKEN_OVER } : await finish(reply, cut);
    } catch (error) {
      await storing;
      const settle = reply.leaseLost
        ? Promise.resolve({ ...LEASE_TAKEN_OVER })
        : reply.stopRequested
          ? finish(reply, null)
          : failReply({ ...deps, owner }, reply.job, error);
      // Whatever could not be recorded here (e.g. the database went away) is finished by the
      // lease recovery once this reply's lease runs out.
      outcome = await settle.catch((inner: unknown) => {
        deps.log.error({ err: inner }, 'could not record a failed reply');
        return { ...GENERATION_FAILED };
      });
    }
    reply.flush();
    // A new reply may already have taken the slot once the lock was released.
    if (running.get(reply.job.conversationId) === reply) running.delete(reply.job.conversationId);
    deps.observe?.(reply.abandoned ? 'failed' : metricEventOf(outcome));
    // Nothing of it was stored and nobody was told it started: nothing to record or tell.
    if (reply.abandoned) return outcome;
    try {
      const unattended = reply.events.listenerCount('event') === 0;
      await deps.onFinished(reply.job, outcome, { unattended });
    } catch (error) {
      deps.log.error({ err: error }, 'post-reply bookkeeping failed');
    }
    reply.emit(
      outcome.ok
        ? { event: 'message', data: outcome.message }
        : {
            event: 'error',
            data: {
              code: outcome.code,
              message: outcome.message,
              userMessage: outcome.userMessage,
            },
          },
    );
    return outcome;
  }

  return {
    /** Starts a reply; `stored` is the commit of the statement that stored its turn, if pending. */
    start(job: ReplyJob, stored: Promise<void> = Promise.resolve()): RunningReply {
      const reply = new RunningReply(job);
      running.set(job.conversationId, reply);
      deps.observe?.('started');
      leases.watch();
      reply.done = run(reply, stored);
      return reply;
    },
    get(conversationId: string) {
      return running.get(conversationId);
    },
    drain: leases.drain,
    renewLeases: leases.renewLeases,
    leaseClaim: leases.leaseClaim,
  };
}

export type ReplyRunner = ReturnType<typeof createReplyRunner>;
