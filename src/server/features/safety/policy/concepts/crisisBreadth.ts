import { hasMatch } from '../context.js';
import { alt, wordRegex } from '../patterns.js';
import { ACCIDENT_RE, REPORTED_RE } from './crisisSignals.js';

/**
 * Round 12's breadth of indirect crisis signals (decision 0034), each a kind rather than a
 * sentence: a farewell meant as final, finality said in ordinary words, being a burden with a
 * resolve to "fix" it, a means within reach named by whose it is, a method weighed or asked
 * about, being at a dangerous place with a pull toward it, and self-injury hidden or past
 * what it used to do. Someone else's story and accidents do not count. Benign twins (a coat
 * not forgotten, a parent's pill organiser, a job's goodbye) are in policy/round12Crisis.test.ts.
 */
const KIN = alt(
  'dad',
  'dads',
  'father',
  'fathers',
  'mum',
  'mums',
  'mom',
  'moms',
  'mother',
  'mothers',
  'grandpa',
  'grandpas',
  'grandad',
  'grandads',
  'granddad',
  'granddads',
  'grandfathers?',
  'grandma',
  'grandmas',
  'nans?',
  'uncles?',
  'brothers?',
  'stepdads?',
  'parents',
  'roommates?',
  'flatmates?',
);
// prettier-ignore
const STRONG_MEANS = alt(
  'gun', 'revolver', 'pistol', 'rifle', 'shotgun', 'handgun', 'oxy', 'oxycodone', 'oxycontin', 'morphine', 'fentanyl',
  'opioids', 'painkillers', 'sleeping pills', 'insulin', 'heart pills', 'antidepressants', 'benzos', 'xanax', 'valium',
);
/** A pull toward the means, not a chore with it. */
// prettier-ignore
const PULL = alt(
  '(?:cant|cannot) stop thinking about', 'keep thinking about', 'think about (?:it|them) (?:a lot|all the time|every day)', '(?:got|took|taken|getting|taking) (?:it|them)? ?out',
  'just holding', 'holding (?:it|them)', 'know (?:where|the code|the combination)', 'found the key', 'unlocked', 'in my (?:room|hand|lap|bag)',
  '(?:dont|do not) try to (?:stop|talk) me', 'out of the safe', 'loaded', '(?:its )?al i (?:can )?think about', '(?:keep )?counting (?:it|them)', 'counted (?:it|them)',
);
/** Chores with someone else's means: a pill organiser, a refill, a safe kept locked. */
// prettier-ignore
const CHORE = alt(
  'organi[sz]er', 'pil box', 'refil', 'pharmacy', 'prescription', 'doctor', 'remind', 'dose', 'help (?:him|her|them) take', 'locked (?:up|away)',
  'lock box', 'hunting', 'range', 'clean(?:ing)? it', 'safety course', 'license', 'lesson',
);
// prettier-ignore
const HIGH = alt(
  // a farewell meant as final
  '(?:bye|goodbye)(?: [a-z.]+){0,5} i mean it(?: this time)?', 'last time (?:we|wel|we wil|we are going to) (?:ever )?(?:talk|speak|chat)',
  '(?:my |the )?(?:last|final) (?:diary |journal )?(?:entry|entries|post|words|video)(?: [a-z]+){0,4} (?:tonight|today|ever)',
  '(?:for|on|to) (?:whoever|whomever|the person who|the one who) finds? me',
  // finality in ordinary words
  '(?:not|never|wont|wil not) (?:planing on |planing to |going to |gona )?(?:be )?(?:coming|come) (?:back|home)(?: [a-z.]+){0,3} (?:if )?you (?:know|get|understand) what i mean',
  '(?:ghost|invisible|already gone|already dead|half gone|nobody ses me|no one ses me|dont exist)(?: [a-z.]+){0,6} make it (?:oficial|permanent|real|final)',
  '(?:gets? beter|wil get beter|getting beter|things improve|it improves)(?: [a-z.]+){0,10} (?:im|i am) done(?: waiting| trying)?',
  'want (?:it all|everything|it|the world) to (?:stop|end)(?: [a-z.]+){0,3} (?:forever|for good|permanently)',
  '(?:wont|wil not|dont) have to (?:pretend|hide|fake(?: it)?|try|keep going|deal with (?:it|this))(?: [a-z]+){0,2} (?:much|for much) longer',
  '(?:wont|wil not) be (?:here|around|alive) to (?:enjoy|se|fix|care|deal)',
  '(?:id|i would) rather (?:be dead|die|not exist|not be here|not wake up) than (?:keep|go on|fel|live|wake up|spend another|do this)',
  '(?:pretending|hiding|faking|fighting|holding on)(?: [a-z.]+){0,6} (?:wont|wil not) (?:have to|ned to)(?: [a-z]+){0,3} (?:much|for much) longer',
  // a departure told as a cover story, then taken back
  '(?:told|said|telling|saying)(?: [a-z]+){0,3} (?:im|i am|i was|id be) (?:going|leaving|moving|traveling|away)(?: [a-z]+){0,5}(?: \\.)? (?:but )?(?:im not|i am not|im really not)',
  // company asked for while taking the means
  '(?:stay|sit|be) (?:here )?with me (?:while|as|when) i (?:take|swalow|drink) (?:them|it al|al of them|the pils|my pils|the rest)(?! (?:of|out|home|for a|to))',
  // a burden with a resolve to end it
  '(?:burden|disapointment|problem|mistake)(?: [a-z.]+){0,4} (?:and|so) (?:im|i am) (?:going to|gona|about to) (?:fix|solve|end|take care of) (?:that|it|this)',
  // a method weighed, or what it does asked about
  '(?:which|what) (?:is|s|would be|one is)? ?(?:more|les|most|least) (?:painles|painful|peaceful|quick|certain|reliable|lethal|sure)(?: [a-z]+){0,4} (?:jumping|hanging|drowning|pils|overdos(?:e|ing)|cuting|the gun|a gun|the bridge|the rope|gas|the train)',
  '(?:jumping|hanging|drowning|pils|overdos(?:e|ing)|the bridge|the rope|the gun) or (?:jumping|hanging|drowning|the pils|pils|an overdose|overdosing|the bridge|the rope|the gun)(?: [a-z]+){0,4} (?:more |les |most )?(?:painles|peaceful|quicker|certain|sure)',
  'pick(?:ing)? between (?:the )?(?:bridge|pils|rope|gun|train|car|gas)(?: [a-z]+){0,2} and (?:the )?(?:bridge|pils|rope|gun|train|car|gas)',
  '(?:is|would) (?:drowning|hanging|bleding out|an overdose|overdosing|suffocating|freezing to death|carbon monoxide)(?: [a-z]+){0,2} (?:be )?(?:peaceful|painles|quick|like (?:going to )?sleep)',
  'what happens (?:to (?:your|my|the) body )?(?:if|when) (?:you|i|someone|a person) (?:swalow|take|takes|drink|drinks|inject)s?(?: [a-z]+){0,3} (?:a |the )?(?:whole|entire|ful) (?:botle|box|pack|packet|strip|jar|bag|vial)',
  '(?:(?:if|when) i (?:inject|take|swalow|drink|shoot up)(?: [a-z]+){0,3} enough|(?:big|large|high) enough dose of my)(?: [a-z]+){0,4} (?:(?:wil|would|does) it )?(?:just )?(?:fel like|be like|hurt|be painles|be peaceful|be quick)',
  '(?:googl(?:e|ing)|searching|looking up|reading about) (?:painles|quick|easy|peaceful) (?:ways?|methods?) (?:out|to go|to die|to not exist)',
  '(?:painles|peaceful) (?:ways? out|exit)(?! (?:of|from) (?:the|this|a|my) (?:contract|lease|job|deal|meting|wedding|party|building|city|mall|maze|situation|debt|relationship))',
  // a means kept back from treatment
  '(?:stoped|quit) taking (?:my )?(?:meds|pils|medication|tablets|antidepresants)(?: [a-z.]+){0,8} (?:keping|saving|colecting|hiding|stashing|storing) them',
  '(?:keping|saving|colecting|hiding|stashing) (?:them|my pils|my meds|the pils|my tablets) in (?:a|my|the) (?:jar|box|sock|drawer|bag|tin)(?: [a-z]+){0,4}(?: \\.)? (?:enough|for when|just in case|counted)',
  // dangerous places with a pull
  '(?:balcony|window|rof|ledge)(?: [a-z]+){0,4} [0-9]+(?: th| st| nd| rd)? (?:flors?|stories|storeys)(?: up| high| down)?(?: [a-z.]+){0,4} (?:i )?(?:keep thinking|cant stop thinking|keep staring down|keep looking down|looking down|staring down|just thinking)',
  '(?:keep|cant stop) thinking about (?:how )?(?:my |the )?(?:balcony|window|rof|ledge|bridge)(?: [a-z]+){0,3} (?:is )?[0-9]+ (?:flors|flor|stories|storeys)',
  '(?:cliff|ledge|rof|bridge|platform|viaduct|overpas)(?: edge)?(?: [a-z.]+){0,8} (?:i )?could (?:just )?(?:lean|step|let go|slip|tip|fal|go over)(?! (?:back|home|inside|away))',
  '(?:walking|walk|wading|waded|walked) (?:in|into (?:the )?(?:water|lake|sea|river|ocean|waves)) (?:slowly|further|deeper)(?! (?:to (?:cool|swim|fish|paddle)))',
  '(?:walking|walk|walked|wandering) (?:along|on|beside|down) (?:the )?(?:(?:train |railway )?tracks|railway line|rail line|train line)(?: [a-z]+){0,4} (?:at night|alone|every night|in the dark)',
  '(?:standing|stand|stood|waiting)(?: [a-z]+){0,2} (?:at|on|near) the (?:very )?edge (?:of the platform|of the rof|of the bridge)(?: [a-z]+){0,4} (?:when|as|while|until) the (?:express|train|fast train|freight)',
  '(?:swerv(?:e|ing)|steer(?:ing)?|veer(?:ing)?|drive|driving|crash(?:ing)?|jerk(?:ing)? the wheel) (?:my car |the car )?into the (?:divider|median|guardrail|pilar|overpas|central reservation|concrete barier)',
  '(?:wish|hope|want)(?: [a-z]+){0,3} (?:a|the|some) (?:car|bus|truck|train|lory) would (?:just )?(?:hit|run over|take) me',
);
/** Self-injury hidden or past what it used to do; an accident rules it out. */
// prettier-ignore
const INJURY = alt(
  '(?:long sleves|a hodie|hodies|a jumper|jumpers|sweaters?|a cardigan|gloves)(?: [a-z.0-9]+){0,6} (?:so|that) (?:nobody|no one|noone|people|my (?:parents|family|mum|mom|dad|friends)) (?:sees|can se|notices|spots|se|wont se|asks about)(?: [a-z]+){0,2} (?:my (?:arms|wrists|legs|thighs|hands)|the (?:marks|cuts|scars|burns)|what i did)',
  '(?:hide|hiding|hid|kep|keping|stash)(?: [a-z]+){0,2} (?:the |my )?(?:razor )?(?:blades?|razors?)(?: [a-z]+){0,5} (?:so|where) (?:my )?(?:parents|mum|mom|dad|family|nobody|no one)(?: [a-z]+){0,2} (?:wont|cant|doesnt|dont|never|wil never) (?:find|se|know|lok|check)',
  '(?:cuting|burning|self harming|hurting myself|scratching)(?: [a-z]+){0,8} (?:(?:its|it s|it is|thats) )?(?:not enough|isnt enough|doesnt help|no longer helps|does nothing)(?: anymore| now)?',
  '(?:i )?(?:cut|cut myself|burned myself)(?: [a-z]+){0,6} (?:probably |prob )?(?:needed|neds|should have had|shouldve had|could have used) stitches',
);
// prettier-ignore
const LOW = alt(
  '(?:write|writing|draft|put together|leave|leaving) (?:a |my |some )?(?:goodbye|farewel) (?:mesage|leter|note|text)s? (?:to|for) (?:my |al my )?(?:friends|family|everyone|loved ones|parents|mum|mom|dad|best friend|kids)(?! [a-z ]{0,30}(?:job|move|moving|trip|deploy|wedding|retire|travel|semester|party))',
  '(?:dont|do not) care (?:what happens to|if anything happens to|whether i live|if i live|if i wake up) ?(?:me|that person|myself)?',
  '(?:wish i could|want to|wana|just want to|i could|id like to|would like to) (?:just |simply )?(?:fade (?:out|away)|cease to exist|stop existing|not exist)(?: [a-z.]+){0,4} (?:gone|forever|for good|no drama)',
  '(?:family|parents|wife|husband|kids) (?:would|wil|d) get (?:the |my )?(?:insurance|life insurance)(?: money| payout)?',
);

const HIGH_RE = wordRegex(HIGH);
const INJURY_RE = wordRegex(INJURY);
const LOW_RE = wordRegex(LOW);
const KIN_MEANS_RE = wordRegex(`(?:my|our) ${KIN} (?:${STRONG_MEANS}|pils|meds)`);
const PULL_RE = wordRegex(PULL);
const CHORE_RE = wordRegex(CHORE);

/** A means of someone close named, with a pull toward it and no chore that explains it. */
function kinMeans(text: string): boolean {
  return hasMatch(KIN_MEANS_RE, text) && hasMatch(PULL_RE, text) && !hasMatch(CHORE_RE, text);
}

/** 'high' → crisis reply, 'low' → check-in, null → none of these kinds. */
export function crisisBreadth(text: string): 'high' | 'low' | null {
  if (hasMatch(REPORTED_RE, text)) return null;
  if (hasMatch(HIGH_RE, text)) return 'high';
  if (hasMatch(INJURY_RE, text) && !hasMatch(ACCIDENT_RE, text)) return 'high';
  if (kinMeans(text)) return 'high';
  return hasMatch(LOW_RE, text) ? 'low' : null;
}
