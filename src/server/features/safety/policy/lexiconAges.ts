import { alt } from './patterns.js';

/**
 * Ages under 18 as they are written in chat: "17", "seventeen", "17yo", "17 y/o", "17 yrs",
 * "sixteen-year-old", "age 15", "I'm 16", "just turned 17". A bare number is never an age on
 * its own ("17 unread emails", "Room 16"): it needs a years suffix or a person before it.
 */

const DIGIT_AGE = '(?:1[0-7]|[1-9])';
// prettier-ignore
const TEEN_WORD = alt(
  'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen',
);
const SMALL_WORD = alt('one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine');
// "twenty one" is 21, not 1.
const NOT_AFTER_TENS = '(?<!(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) )';
// The number must end here and not be the first half of "5 4" (a height) or "16 5".
const NUMBER_END = '(?![a-z0-9])(?! [0-9])';

/** 1–17 as digits or 10–17 as words: used after a person ("I'm sixteen"). */
export const AGE_NUMBER = `${alt(DIGIT_AGE, NOT_AFTER_TENS + TEEN_WORD)}${NUMBER_END}`;
/** 1–17 including one..nine as words: used only with a years suffix ("five year old"). */
const ANY_AGE_NUMBER = `${alt(DIGIT_AGE, NOT_AFTER_TENS + TEEN_WORD, NOT_AFTER_TENS + SMALL_WORD)}${NUMBER_END}`;

/** What may follow "I'm 16" when 16 is not an age: "I'm 16 minutes away", "10 out of 10". */
// prettier-ignore
export const NOT_A_UNIT = `(?! ${alt(
  'minutes?', 'mins?', 'hours?', 'hrs?', 'h', 'days?', 'weeks?', 'wks?', 'months?', 'seconds?',
  'secs?', 'percent', 'dollars?', 'bucks', 'euros?', 'pounds?', 'quid', 'lbs?', 'kgs?', 'kilos?',
  'miles?', 'km', 'kms', 'meters?', 'metres?', 'm away', 'feet', 'foot', 'ft', 'inch(?:es)?', 'cm',
  'degrees?', 'times', 'floors?', 'points?', 'pts', 'out of', 'of', 'in a', 'to',
  'for (?:[0-9]+|one|two|three|four|five)', 'am', 'pm', 'oclock', 'o clock', 'k', 'x', 'items?',
  'things', 'glasses', 'bottles', 'pints', 'cans', 'slices', 'steps', 'laps', 'reps', 'cups', 'shots', 'beers', 'drinks', 'episodes?', 'chapters?',
  'pages?', 'books?', 'tabs', 'emails?', 'messages?', 'texts?', 'calls?', 'people', 'guys', 'kids',
  'cats', 'dogs', 'stars', 'games?', 'levels?', 'tickets?', 'spots?', 'places?', 'th', 'st', 'nd',
  'rd', 'more', 'less', 'hundred', 'thousand', 'million', 'billion', 'grand', 'each', 'per', 'plus',
  'or so', 'down', 'up', 'behind', 'ahead', 'late', 'early', 'years (?:ago|later|together|in|of)',
)}(?![a-z0-9]))`;

// prettier-ignore
const YEARS_OLD = alt(
  'years? olds?', 'yrs? olds?', 'yr olds?', 'years? of age', 'yos?', 'y o', 'yearolds?', 'yearsold', 'yrold',
);

/** "15 year old", "15yo", "fifteen-year-old". */
export const AGE_WITH_SUFFIX = `${ANY_AGE_NUMBER} ${YEARS_OLD}`;

/** "16 f", "16 m" as in a chat intro. */
const AGE_WITH_SEX = `${AGE_NUMBER} (?:f|m|female|male|girl|boy)(?![a-z0-9])`;

/**
 * "17 yrs" without "old", unless it is a duration ("for 17 yrs", "17 yrs ago"). "17 years" alone
 * is almost always a duration, so only the chat abbreviation counts here.
 */
const AGE_BARE_YEARS =
  `(?<!(?:for|in|past|last|about|over|after|been|those|these|the|within|nearly|almost|like|first|next|every|some|few|spent|took|wasted|together|married|dating|known|lived|worked) )` +
  `${AGE_NUMBER} (?:yrs|yr)` +
  `(?! ${alt('ago', 'later', 'earlier', 'together', 'of', 'in', 'since', 'before', 'after', 'now', 'with', 'married', 'experience', 'back', 'from', 'straight', 'running', 'apart', 'long', 'and')}(?![a-z0-9]))`;

/** A person (or "age") directly before the number: "I'm 16", "she's only 15", "age 14". */
// prettier-ignore
// "my gf is 15" counts; "it is 5", "the score is 15", "my dog is 12" do not.
// prettier-ignore
export const NOT_A_THING = `(?<!${alt(
  'it', 'its', 'time', 'that', 'thats', 'this', 'which', 'what', 'whats', 'score', 'total', 'price',
  'number', 'rate', 'temperature', 'temp', 'weather', 'clock', 'there', 'theres', 'here', 'count',
  'bill', 'cost', 'sum', 'answer', 'result', 'rank', 'level', 'page', 'room', 'flight', 'bus', 'train',
  'gate', 'size', 'dog', 'cat', 'car', 'house', 'puppy', 'kitten', 'horse', 'phone', 'laptop',
  'apartment', 'building', 'tv', 'show', 'movie', 'book', 'game', 'episode', 'season', 'chapter',
  'day', 'week', 'month', 'year', 'limit', 'minimum', 'maximum', 'average', 'battery', 'rating',
)} )`;
const AGE_SUBJECT = alt(
  `${NOT_A_THING}(?:is|was)`,
  'were both',
  'we are both',
  'we are',
  'im',
  'i am',
  'iam',
  'youre',
  'you are',
  'ur',
  'u r',
  'u are',
  'shes',
  'she is',
  'hes',
  'he is',
  'theyre',
  'they are',
  'who is',
  'whos',
  'age',
  'aged',
  'ages',
  'age of',
  'turned',
  'turning',
  'turns',
  'just turned',
  'is only',
  'is just',
  'was only',
  'were only',
  'am only',
  'are only',
  'look',
  'looks',
  'looking',
  'looked',
);
const AGE_QUALIFIER = '(?:only |just |still |barely |almost |nearly |not even |about |like )?';
export const AGE_AFTER_SUBJECT = `${AGE_SUBJECT} ${AGE_QUALIFIER}${AGE_NUMBER}${NOT_A_UNIT}`;

/** "barely 16 lol", "not even 15 yet": a qualifier alone, at the end of a clause. */
const AGE_AFTER_QUALIFIER =
  `(?:barely|not even|still only|only just) ${AGE_NUMBER}` +
  `(?= *$| \\.| ${alt('and', 'but', 'so', 'lol', 'though', 'tho', 'yet', 'btw', 'too', 'now', 'haha', 'ok', 'okay', 'right')}(?![a-z0-9]))`;

/** "17 and single": the way people introduce themselves in chat. */
// prettier-ignore
const AGE_INTRO = `${AGE_NUMBER} (?:and|n) ${alt(
  'single', 'horny', 'lonely', 'bored', 'looking', 'curious', 'a virgin', 'hot', 'cute',
  'available', 'ready',
)}`;

/** Every way of stating an age under 18. */
// prettier-ignore
export const UNDER_18_AGE = alt(
  AGE_AFTER_SUBJECT, AGE_WITH_SUFFIX, AGE_WITH_SEX, AGE_BARE_YEARS, AGE_AFTER_QUALIFIER, AGE_INTRO,
);

/** Phrases that state "under 18" without a number. */
// prettier-ignore
export const UNDER_18_PHRASE = alt(
  '(?:under|below|younger than|not yet|not) (?:18|eighteen)', 'not (?:18|eighteen) yet',
  'almost (?:18|eighteen)', 'not legal(?: yet)?', 'almost legal', 'barely a teenager',
);
