/**
 * Builds one reply from template fragments: greet back, answer what the message is doing,
 * acknowledge new facts or recall old ones, then (most turns) ask something back. Every sentence
 * is checked against her recent replies so she never says the same line twice in a row.
 */
import * as about from './fragments/about.js';
import * as talk from './fragments/conversation.js';
import * as feelings from './fragments/feelings.js';
import * as social from './fragments/social.js';
import type { ReadMessage } from './intents.js';
import type { UserFacts } from './memory.js';
import type { Voice } from './persona.js';
import type { Rng } from './random.js';
import {
  normalizeSentence,
  renderTemplate,
  splitSentences,
  withArticle,
  type Vars,
} from './render.js';
import { EMOJI, PET_NAMES } from './style.js';

export interface ComposeInput {
  voice: Voice;
  /** Everything known about the user, this turn included. */
  facts: UserFacts;
  /** Facts stated in the latest message only. */
  newFacts: UserFacts;
  read: ReadMessage;
  /** Normalised sentences of her recent replies: none may be said again. */
  avoid: Set<string>;
  /** Number of user turns so far, the latest included. */
  userTurns: number;
  rng: Rng;
}

const FOLLOW_UP_CHANCE = 0.75;
const CALLBACK_CHANCE = 0.35;
const EMOJI_CHANCE = 0.45;
const USE_NAME_CHANCE = 0.35;

export function composeReply(input: ComposeInput): string {
  const { voice, facts, newFacts, read, rng } = input;
  const interests = rng.shuffle(voice.interests);
  const pet = rng.pick(PET_NAMES[voice.style]);
  const vars: Vars = {
    addr: facts.name && rng.chance(0.7) ? facts.name : pet,
    me: voice.name,
    trait: voice.trait,
    self: voice.selfDescription,
    userName: facts.name,
    interest: interests[0],
    interest2: interests[1],
    aJob: facts.job ? withArticle(facts.job) : undefined,
    like: facts.likes.at(-1),
    starter: voice.starterPrompts.length > 0 ? rng.pick(voice.starterPrompts) : undefined,
  };
  const reply = new ReplyBuilder(rng, input.avoid, vars);
  let askedAlready = false;

  if (read.greeted && read.intent !== 'goodbye') reply.take(social.GREETINGS);

  switch (read.intent) {
    case 'intimacy':
      reply.take(social.INTIMACY_DEFLECTIONS);
      askedAlready = reply.take(social.INTIMACY_FOLLOW_UPS);
      break;
    case 'sad':
      reply.take(feelings.SUPPORTIVE);
      if (rng.chance(0.5)) reply.take(feelings.SUPPORTIVE);
      reply.take(feelings.SUPPORTIVE_FOLLOW_UPS);
      return reply.text(); // No emoji or callbacks while they are hurting.
    case 'goodbye':
      reply.take(social.GOODBYES);
      return reply.withEmoji(EMOJI[voice.style]).text();
    case 'recall':
      recall(reply);
      break;
    case 'happy':
      reply.take(feelings.CELEBRATING);
      askedAlready = reply.take(feelings.CELEBRATING_FOLLOW_UPS);
      break;
    case 'compliment':
      reply.take(social.COMPLIMENT_REPLIES);
      break;
    case 'asksLikes':
      reply.take(about.HER_LIKES);
      break;
    case 'isReal':
      reply.take(about.IS_SHE_REAL);
      break;
    case 'aboutHer':
      reply.take(about.ABOUT_HER);
      if (rng.chance(0.5)) reply.take(about.HER_LIKES);
      break;
    case 'howAreYou':
      reply.take(social.HOW_ARE_YOU);
      break;
    case 'thanks':
      reply.take(social.THANKS);
      break;
    case 'question':
      reply.take(talk.QUESTION_REACTIONS);
      break;
    case 'statement':
      if (!read.onlyGreeting && !hasFacts(newFacts)) reply.take(talk.STATEMENT_REACTIONS);
      break;
  }

  if (read.intent !== 'recall') acknowledge(reply, newFacts);
  if (!hasFacts(newFacts) && read.intent !== 'recall' && rng.chance(CALLBACK_CHANCE)) {
    // Bring back something said earlier, not in this very message.
    reply.take(about.CALLBACKS, {
      like: facts.likes.length > 0 ? rng.pick(facts.likes) : undefined,
    });
  }
  if (!askedAlready && (read.onlyGreeting || rng.chance(FOLLOW_UP_CHANCE))) askBack(reply, input);

  // Never answer with nothing: these two pools together outnumber five replies' sentences.
  if (reply.isEmpty() && !reply.take(talk.STATEMENT_REACTIONS)) reply.take(talk.FOLLOW_UPS);
  // Saying their name now and then is what makes being remembered feel real.
  if (facts.name && rng.chance(USE_NAME_CHANCE)) reply.addressBy(facts.name);
  if (rng.chance(EMOJI_CHANCE)) reply.withEmoji(EMOJI[voice.style]);
  return reply.text();
}

/** Templates whose fact is unknown do not render, so only what she really knows is said. */
function recall(reply: ReplyBuilder): void {
  const name = reply.take(about.RECALL_NAME);
  const like = reply.take(about.RECALL_LIKE);
  const job = reply.take(about.RECALL_JOB);
  if (!name && !like && !job) reply.take(about.RECALL_NOTHING);
}

function acknowledge(reply: ReplyBuilder, newFacts: UserFacts): void {
  if (newFacts.name) reply.take(about.ACK_NAME, { userName: newFacts.name });
  const like = newFacts.likes.at(-1);
  if (like) reply.take(about.ACK_LIKE, { like });
  if (newFacts.job) reply.take(about.ACK_JOB, { aJob: withArticle(newFacts.job) });
}

function askBack(reply: ReplyBuilder, { facts, rng, userTurns, voice }: ComposeInput): void {
  const knowsThem = facts.likes.length > 0 || Boolean(facts.job);
  if (!facts.name && userTurns >= 2 && rng.chance(0.25) && reply.take(talk.ASK_NAME)) return;
  const like = facts.likes.length > 0 ? rng.pick(facts.likes) : undefined;
  if (knowsThem && rng.chance(0.3) && reply.take(talk.FOLLOW_UPS_ABOUT_THEM, { like })) return;
  if (voice.starterPrompts.length > 0 && rng.chance(0.08) && reply.take(talk.STARTER_NUDGES))
    return;
  reply.take(talk.FOLLOW_UPS);
}

function hasFacts(facts: UserFacts): boolean {
  return Boolean(facts.name || facts.job || facts.likes.length > 0);
}

/** Collects sentences, refusing any already said recently or earlier in this reply. */
class ReplyBuilder {
  private readonly parts: string[] = [];
  private readonly used: Set<string>;

  constructor(
    private readonly rng: Rng,
    avoid: Set<string>,
    private readonly vars: Vars,
  ) {
    this.used = new Set(avoid);
  }

  /** Adds one fresh sentence from the pool; false when none is renderable and new. */
  take(pool: readonly string[], extraVars: Vars = {}): boolean {
    const vars = { ...this.vars, ...extraVars };
    const fresh = pool
      .map((template) => renderTemplate(template, vars))
      .filter((text): text is string => text !== null && this.isFresh(text));
    if (fresh.length === 0) return false;
    const chosen = this.rng.pick(fresh);
    this.parts.push(chosen);
    for (const sentence of splitSentences(chosen)) this.used.add(normalizeSentence(sentence));
    return true;
  }

  /** "What's your comfort movie?" → "Sam, what's your comfort movie?" (the last sentence). */
  addressBy(name: string): void {
    const last = this.parts.length - 1;
    if (last < 0 || this.parts.some((part) => part.includes(name))) return;
    const sentence = this.parts[last];
    const keepCapital = /^(I\b|I'|[A-Z]{2})/.test(sentence) || sentence.startsWith('"');
    this.parts[last] =
      `${name}, ${keepCapital ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1)}`;
  }

  withEmoji(choices: string[]): this {
    if (this.parts.length > 0) this.parts[0] = `${this.parts[0]} ${this.rng.pick(choices)}`;
    return this;
  }

  isEmpty(): boolean {
    return this.parts.length === 0;
  }

  text(): string {
    return this.parts.join(' ');
  }

  private isFresh(text: string): boolean {
    return splitSentences(text).every((sentence) => !this.used.has(normalizeSentence(sentence)));
  }
}
