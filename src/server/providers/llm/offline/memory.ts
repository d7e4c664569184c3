/**
 * What the offline companion remembers about the user: facts stated in the conversation's user
 * turns, plus the ones the prompt's system message carries from earlier (the user's known name and
 * the rolling summary written by summarizeTurns, whose sentences use the same phrasing).
 */
import { isTasteful } from './tasteful.js';

export interface UserFacts {
  name?: string;
  /** Things the user likes, oldest first, without duplicates. */
  likes: string[];
  job?: string;
}

/** Words that follow "I'm" without being a name ("I'm Tired", "I'm Back"). */
const NOT_NAMES = new Set(
  'a an the so very really just not fine good great ok okay okey well back here home tired sad happy bored busy sorry sure new glad lonely excited free done ready hungry sleepy alright doing going feeling still also always never from in at on with your yours only kinda sorta pretty'.split(
    ' ',
  ),
);
/** Words after "I'm a" that describe a state, not a job ("I'm a bit tired", "I'm a big fan"). */
const NOT_JOBS = new Set(
  'bit little lot big huge fan mess wreck sucker person guy girl man woman fool kid bit, total real fast slow night morning'.split(
    ' ',
  ),
);
/** Phrases after "I like/love" that are about her or too vague to remember. */
const NOT_LIKES =
  /^(you|u|ya|it|that|this|them|him|her|talking to you|chatting with you|your|to)\b/i;
const JOB_END = /\s+(?:at|in|for|with|from)\b.*$/i;
const PHRASE_END =
  /\s+(?:and|but|because|so|when|since|which|though|too|a lot|so much|very much)\b.*$/i;

const NAME_PATTERNS = [
  /\bmy name(?:'s| is)\s+([a-z][a-z'-]{1,19})\b/i,
  /\bcall me\s+([a-z][a-z'-]{1,19})\b/i,
  // Case-sensitive: only a capitalised word after "I'm" reads as a name ("I'm Sam", not "I'm tired").
  /\b[Ii]'?m\s+([A-Z][a-z'-]{1,19})\b/,
  /\b[Ii] am\s+([A-Z][a-z'-]{1,19})\b/,
];
const LIKE_PATTERN =
  /\bi\s+(?:really\s+|absolutely\s+|totally\s+|also\s+)?(?:like|love|enjoy|adore)\s+([^.!?,;]+)/gi;
const JOB_PATTERNS = [
  /\bi work as\s+(?:an?\s+)?([a-z][a-z -]{1,40})/i,
  /\bi(?:'m| am) an?\s+([a-z][a-z -]{1,40}?)(?:\s+(?:by trade|for a living))?(?=[.!?,;]|$|\s+(?:and|at|in|for|but|so)\b)/i,
];

export function extractFacts(messages: Array<{ role: string; content: string }>): UserFacts {
  const facts: UserFacts = { likes: [] };
  const system = messages.find((message) => message.role === 'system')?.content ?? '';
  readSystemFacts(system, facts);
  for (const message of messages) {
    if (message.role === 'user') readUserTurn(message.content, facts);
  }
  return facts;
}

/** Facts stated in one message (used to acknowledge them the moment they are said). */
export function factsInMessage(text: string): UserFacts {
  const facts: UserFacts = { likes: [] };
  readUserTurn(text, facts);
  return facts;
}

function readUserTurn(text: string, facts: UserFacts): void {
  for (const pattern of NAME_PATTERNS) {
    const name = pattern.exec(text)?.[1];
    if (name && !NOT_NAMES.has(name.toLowerCase()) && isTasteful(name)) {
      facts.name = capitalise(name);
      break;
    }
  }
  for (const match of text.matchAll(LIKE_PATTERN)) addLike(facts, match[1]);
  for (const pattern of JOB_PATTERNS) {
    const job = cleanPhrase((pattern.exec(text)?.[1] ?? '').replace(JOB_END, ''), 3);
    if (job && !NOT_JOBS.has(job.split(' ')[0]) && isTasteful(job)) {
      facts.job = job;
      break;
    }
  }
}

function readSystemFacts(system: string, facts: UserFacts): void {
  const name = /\bThe user's name is ([^.\n]{1,40})\./.exec(system)?.[1];
  if (name && isTasteful(name)) facts.name = name.trim();
  const likes = /\bThe user likes ([^.\n]+)\./.exec(system)?.[1];
  for (const like of likes?.split(/,\s*|\s+and\s+/) ?? []) addLike(facts, like);
  const job = /\bThe user works as (?:an? )?([^.\n]{1,40})\./.exec(system)?.[1];
  if (job && isTasteful(job)) facts.job = job.trim();
}

function addLike(facts: UserFacts, raw: string): void {
  const like = toSecondPerson(cleanPhrase(raw, 5));
  if (!like || NOT_LIKES.test(like) || !isTasteful(like)) return;
  facts.likes = facts.likes.filter((existing) => existing !== like);
  facts.likes.push(like);
}

/** Trims a captured phrase to its first clause and at most `maxWords` words. */
export function cleanPhrase(raw: string, maxWords: number): string {
  const clause = raw.replace(PHRASE_END, '').trim().toLowerCase();
  return clause.split(/\s+/).filter(Boolean).slice(0, maxWords).join(' ');
}

/** "my dog" → "your dog", so she can say it back. */
function toSecondPerson(phrase: string): string {
  return phrase
    .replace(/\bmy\b/g, 'your')
    .replace(/\bmyself\b/g, 'yourself')
    .replace(/\bme\b/g, 'you');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
