import { hasMatch } from '../context.js';
import { alt, wordRegex } from '../patterns.js';
import { MEANS_SET } from './wordLexicons.js';
import { MEANS_PURPOSE_RE, MEANS_RE } from './crisisSignals.js';

/**
 * Crisis signals by kind (round 5, docs/decisions/0022-safety-round-5.md). Putting affairs in
 * order, saying goodbye, not being in the future, wishing not to wake, and a means kept at hand
 * are each ordinary alone in some sentence ("I updated my will", "goodbye, see you tomorrow"),
 * so a kind on its own is a check-in only where it is specific, and two kinds together, or a
 * means at hand, are the crisis reply.
 */
// prettier-ignore
const ARRANGEMENTS = alt(
  '(?:updated|sorted(?: out)?|wrote|written|finished|made) (?:out )?my will', 'my will and', 'passwords', 'cancel(?:l?ed|ing) (?:all )?my (?:subscriptions|phone|contract|plans|accounts)',
  '(?:deleted|deleting|closed) (?:all )?my (?:socials|social media|accounts|profiles)', 'paid off (?:all )?my debts', 'loose ends', 'insurance (?:money|payout)',
  'stocked up (?:the|my) (?:dogs|cats|pets) food', '(?:found|finding) (?:a )?new homes? for my', '(?:gave|given|giving) (?:away )?my (?:[a-z]+ )?(?:cat|dog|pets?|rabbits?|guitar|laptop|things|stuff|car|books|jewellery|jewelry) to',
  'affairs (?:are )?(?:sorted|in order)', 'so nobody gets stuck with', 'cleared out my (?:flat|room|house|desk|apartment|locker)', 'left (?:my|the) keys with', 'cancel(?:l?ed|ing) my (?:[a-z]+ )?membership', 'scheduled (?:the |my |all )?(?:emails|messages|posts|texts)', '(?:written|wrote) everyone (?:a )?(?:goodbye|letter|note)', '(?:has|have) a new home',
);
// prettier-ignore
const FAREWELL = alt(
  '(?:wrote|written|writing|left) (?:a note|letters?|notes?)(?! (?:for (?:work|school|the (?:teacher|milkman|neighbou?rs))|to (?:the|my) (?:teacher|boss|landlord|council)))', 'just in case(?= *$| \\.)', 'just wanted (?:someone|somebody|you) to know',
  'thank you for everything(?! (?:today|tonight|this))', 'tell (?:my|them|everyone|her|him)(?: [a-z]+){0,2} (?:im|i am|i was) sorry', 'one (?:last|final) time', 'wont get (?:the|a) chance', 'told (?:him|her|them) i love (?:him|her|them)',
  'going away for a (?:long|very long)(?: long)? time', 'where (?:theyll|they will|someone will|youll) find (?:them|it)',
);
// prettier-ignore
const NO_FUTURE = alt(
  '(?:a )?future (?:i|im) (?:wont|will not|not going to) be (?:in|part of)', '(?:dont think|doubt) (?:ill|i will) (?:see|make it to) (?:next|the end of|another)', 'wont be a (?:problem|burden) (?:for|to) (?:anyone|anybody|everyone)',
  '(?:tonight|this weekend|tomorrow|today|soon) it ends', 'made up my mind(?: [a-z.]+){0,4} (?:it ends|to end|to go|tonight|this weekend)', '(?:still )?being (?:here|around|alive) by', 'wont be (?:anyones|anybodys) (?:problem|burden)', 'after tonight',
  '(?:theyll|they will|everyone will|theyd|they would)(?: all)? be (?:fine|ok|okay|better) (?:after|without)', '(?:im|i am) done(?= *$| \\.| waiting| trying)', 'ready to (?:go|stop trying|be done|let go)(?= *$| \\.| out| for good)',
  '(?:its|it is) decided', 'only one way out', 'done waiting', 'tonight (?:feels|is) (?:like )?the night', 'stop trying for good', 'nothing(?:s| is)? (?:ever )?(?:going to|gonna) get better',
  'the end of (?:its|the|my) wick', '(?:tonights|tonight is) (?:the|my) last night', '(?:want|wants) it all to be over', 'go out like a candle',
);
// prettier-ignore
const WISH_NOT_TO_BE = alt(
  '(?:fell|fall) asleep and (?:just )?never woke up', '(?:imagin|pictur|think)(?:e|es|ing)? (?:about )?not waking up', 'never (?:woke|wake) up', 'thinking about ending it', 'picturing my own funeral', 'my own funeral',
  '(?:if i|when i) (?:disappeared|vanished|died|was gone|stopped existing)(?: [a-z]+){0,5} (?:notice|care|miss)', '(?:nobody|no one) would (?:even )?notice (?:if i (?:disappeared|was gone|died|vanished|stopped existing)|for weeks)', 'how to not wake up', 'not to wake up',
);
/** A means kept near, hidden or looked at, or a dose asked about. */
// prettier-ignore
const AT_HAND = alt(
  'in (?:my|the|his|her) (?:[a-z]+ )?(?:closet|drawer|wardrobe|glovebox|glove box)', '(?:hes|shes|theyre|he is|she is|they are|everyone is|everyones) away', 'in (?:one|my) hand', 'keep looking at (?:it|them)', '(?:nobody|no one)s? (?:is )?home', 'havent told anyone',
  'how many (?:of (?:my|these|the) )?(?:[a-z]+ )?(?:would|it would|does it) (?:take|be enough)', '(?:all|the rest) of (?:these|them|those)(?: [a-z]+){0,4} (?:enough|should)', 'should be enough',
  'not for cooking', 'i know where the key is', 'putting (?:them )?aside', 'put(?:ting)? aside', 'in one hand', 'for weeks(?: [a-z]+){0,2} just in case', 'just in case',
);
/** Danger places in everyday words, with the writer there and lingering or moving closer. */
// prettier-ignore
const PLACE_NOW = alt(
  '(?:sitting|standing|waiting|been)(?: [a-z]+){0,3} (?:by|next to|near|on) (?:the )?(?:train |railway )?tracks', '(?:^|\\. )(?:standing|sitting|stood|sat) (?:at|on) the (?:top|edge) of', 'tracks(?: [a-z.]+){0,16} (?:for an hour|for hours|all night)', 'tracks(?: [a-z]+){0,6} (?:for an hour|just waiting|all night)',
  '(?:cliff|ledge|roof|platform) edge(?: [a-z]+){0,6} (?:closer|right there)', 'inching closer', '(?:leg|legs|foot|feet) over the (?:rail|railing|edge|barrier|parapet)',
  '(?:on|standing on) the bridge(?: [a-z]+){0,2}(?: \\.)? the water', 'edge of the (?:parking garage|car park|roof|building)(?: [a-z]+){0,4} closer',
  '(?:car|engine) running in the (?:closed |shut )?garage', '(?:in|inside) the car in the garage(?: [a-z]+){0,6} (?:engine|door shut)', 'engine running(?: [a-z]+){0,3} (?:garage|door shut)', 'door shut and the engine',
  '(?:floor|storey) balcony(?: [a-z]+){0,4} over', 'sitting at the edge',
);
// prettier-ignore
const HIDDEN_INJURY = alt(
  '(?:hidden|hide|hiding|cover(?:ing)?) (?:the )?(?:burns|cuts|scars|bruises)', '(?:so|that) (?:nobody|no one) (?:sees|can see|notices|will see) (?:what i did|the (?:cuts|burns|marks|scars))', 'what i did to my (?:hands|arms|wrists|legs|skin|thighs)', 'cuts (?:keep )?getting deeper', '(?:doesnt|dont) feel like enough(?: anymore)?', 'under long sleeves',
  '(?:scratching|burning|cutting|hitting) my (?:wrists|arms|legs|skin)(?: [a-z]+){0,3} until',
);

const ARRANGEMENTS_RE = wordRegex(ARRANGEMENTS);
const ARRANGEMENTS_GLOBAL_RE = wordRegex(ARRANGEMENTS, 'g');
const FAREWELL_RE = wordRegex(FAREWELL);
const NO_FUTURE_RE = wordRegex(NO_FUTURE);
const WISH_RE = wordRegex(WISH_NOT_TO_BE);
const AT_HAND_RE = wordRegex(AT_HAND);
const PLACE_NOW_RE = wordRegex(PLACE_NOW);
const HIDDEN_INJURY_RE = wordRegex(HIDDEN_INJURY);
const MEANS_WIDE_RE = wordRegex(
  alt('rope', 'gun', 'pills', 'tablets', 'meds', 'knife', 'blade', 'belt', 'cord'),
);
/** "if I swallow all of these it should be enough": a dose weighed up, whatever the means. */
const DOSE_RE = wordRegex(
  alt(
    '(?:all|the rest) of (?:these|them|those)(?: [a-z]+){0,4} (?:enough|should)',
    '(?:swallow|take) (?:all )?(?:of )?(?:these|them)(?: [a-z]+){0,4} enough',
  ),
);
/** What turns a single goodbye or arrangement into a signal: closure, finality. */
// prettier-ignore
const CLOSURE_RE = wordRegex(alt(
  'loose ends', 'weight off', '(?:looked|seemed) confused', 'wont get the chance', 'someone to know', '(?:its|it is) on my desk', 'a good friend',
  'after(?= *$| \\.)', 'goodbye(?! (?:and )?(?:see you|for now|until|til|tomorrow|card|party|drinks))', 'for good', '(?:feels|felt) like (?:a )?relief', 'find them', 'forever',
));

/** 'high' → crisis reply, 'low' → check-in, null → none of these kinds. */
const NOT_FOR_RE = /(?<![a-z])not for [a-z]+/g;

function meansAtHand(text: string): boolean {
  if (hasMatch(DOSE_RE, text)) return true;
  // "it's not for cooking" denies the ordinary purpose rather than naming it.
  const purpose = hasMatch(MEANS_PURPOSE_RE, text.replace(NOT_FOR_RE, ' '));
  if (!hasMatch(AT_HAND_RE, text) || purpose) return false;
  return hasMatch(MEANS_RE, text) || hasMatch(MEANS_WIDE_RE, text) || MEANS_SET.find(text) !== null;
}

export function crisisByKind(text: string): 'high' | 'low' | null {
  if (meansAtHand(text) || hasMatch(PLACE_NOW_RE, text) || hasMatch(HIDDEN_INJURY_RE, text)) {
    return 'high';
  }
  const kinds = [ARRANGEMENTS_RE, FAREWELL_RE, NO_FUTURE_RE, WISH_RE].filter((re) =>
    hasMatch(re, text),
  ).length;
  const arrangements = text.match(ARRANGEMENTS_GLOBAL_RE)?.length ?? 0;
  if (kinds >= 2 || arrangements >= 2) return 'high';
  if (kinds === 1 && hasMatch(CLOSURE_RE, text)) return 'low';
  // One kind alone: a farewell or arrangement is ordinary on its own; no future or a wish not to be is not.
  if (hasMatch(NO_FUTURE_RE, text) || hasMatch(WISH_RE, text)) return 'low';
  return null;
}
