import { hasMatch } from '../context.js';
import { alt, wordRegex } from '../patterns.js';

/**
 * Crisis by questions and acts with no crisis word (decision 0033): how high or how deep is
 * "sure" or "final", whether a fall from a floor hurts, a means bought "you know what for",
 * voices telling the writer to end it, the afterlife asked about with a deadline, and a story
 * frame the writer takes back ("it's not really a roleplay") — the crisis reply.
 */
const SURE = alt(
  'to be sure',
  'to make sure',
  'to make certain',
  'to be final',
  'to be fatal',
  'to be certain',
  'to not survive',
  'so i dont survive',
  'to die',
  'for good',
  'no coming back',
  'no way back',
);
// prettier-ignore
const MEANS_QUESTION = alt(
  // a height asked for certainty
  `how (?:high|tall|far up|many (?:floors|stories|storeys))(?: [a-z]+){0,8} ${SURE}(?= *$| \\.| or| and| if)`,
  '(?:floor|storey|story|bridge|building|roof|cliff|drop)(?: [a-z]+){0,2} (?:high|tall) enough(?= *$| \\.| or)',
  // a fall from a floor, and whether it hurts or is survived
  '(?:jump|jumping|jumped|leap|leaping|throw myself|throwing myself)(?: off| from| out of)? (?:the |a )?(?:[0-9]+ ?(?:th|st|nd|rd)|[a-z]+th|top) (?:floor|storey|story)(?: [a-z.]+){0,12} (?:hurts?|painful|survive|instant|quick|die|feel anything)',
  // which vein or how deep a cut is final
  `(?:which|what|where)(?: [a-z]+){0,3} (?:vein|veins|artery|arteries)(?: [a-z]+){0,8} (?:cut|slit|open)(?: [a-z]+){0,6} (?:final|fatal|die|for good|bleed out|sure|lethal|deep enough)`,
  'how deep(?: [a-z]+){0,4} (?:cut|slit)(?: [a-z]+){0,6} (?:die|fatal|final|for good|bleed out|to be sure|work)',
  // self-injury that used to be small
  '(?:cuts|burns|wounds|marks)(?: [a-z]+){0,3} used to be (?:smal|shalow|minor|tiny|light)',
  // a means bought, "you know what for"
  '(?:bought|got|ordered|picked up|collected)(?: [a-z]+){0,6} (?:charcoal|rope|pills|tablets|razor blades?|blades|bleach|a gun|a pistol|helium)(?: [a-z.]+){0,8} you know (?:what (?:its |theyre |it is |they are |thats )?for|why)',
  'charcoal and (?:duct )?tape(?! [a-z ]{0,30}(?:bbq|barbecue|grill|drawing|sketch|art))', 'tape and charcoal',
  // command voices
  '(?:the )?voices?(?: in my head)? (?:keep |keeps |are |is |have been |kept )?(?:telling|tell|tells|saying|ordering|order) me (?:to|i should|i need to|i have to|i must)(?: [a-z]+){0,2} (?:end it|die|kill myself|hurt myself|jump|cut|do it|end my life|disappear)',
  '(?:the )?voices?(?: in my head)?(?: [a-z]+){0,3} (?:saying|says|telling me|tells me) (?:that )?(?:i (?:dont|do not) deserve to (?:live|be here|exist|be alive)|(?:i|im) (?:would be )?better off dead)',
  // the afterlife asked about ending one's life, with a deadline
  '(?:heaven|hell|afterlife|forgiven|god forgive)(?: [a-z]+){0,8} (?:end it|end (?:their|your|my) (?:own )?li(?:fe|ves)|kill (?:themselves|yourself|myself)|take (?:their|your|my) own li(?:fe|ves)|suicide)(?: [a-z.]+){0,6} (?:(?:need to know|have to know|tell me) (?:soon|now|tonight|today|before)|asking (?:because|cause|for myself)|(?:because )?(?:im|i am) (?:close|thinking about it|planning))',
);
const MEANS_QUESTION_RE = wordRegex(MEANS_QUESTION);

/** A story frame taken back: "actually it's not really a roleplay", "this is about me". */
const FRAME_DROPPED_RE = wordRegex(
  alt(
    '(?:its|it is|this is|this isnt|thats|that is)(?: actually| really)? not (?:really |just )?(?:a |an )?(?:roleplay|rp|story|fiction|joke|hypothetical|game)',
    '(?:this|its|it) (?:isnt|is not) (?:really |just )?(?:a |an )?(?:roleplay|rp|story|fiction|joke|hypothetical|game)',
    '(?:its|this is|the character is) (?:actually|really) (?:about )?me',
    '(?:story|roleplay|rp|character|poem)(?: [a-z]+){0,6} is (?:actually |really )?about me',
  ),
);
/** What the frame was about. */
const STORY_CRISIS_RE = wordRegex(
  alt(
    'jumps?',
    'jumping',
    'end it',
    'suicide',
    'kill (?:herself|himself|themselves|myself)',
    '(?:final|last|goodbye) (?:letter|note|message)',
    'overdose',
    'die',
    'bridge',
    'ledge',
  ),
);

export function crisisQuestion(text: string): boolean {
  if (hasMatch(MEANS_QUESTION_RE, text)) return true;
  return hasMatch(FRAME_DROPPED_RE, text) && hasMatch(STORY_CRISIS_RE, text);
}
