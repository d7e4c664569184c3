import { hasMatch } from '../context.js';
import { alt, wordRegex } from '../patterns.js';

/**
 * Affairs put in order beside finality (decision 0034): a will written, a pet rehomed,
 * passwords left for someone, debts paid, accounts closed, things given away — each an ordinary
 * chore on its own (crisisKinds.ts reads two of them together) — with relief, peace, "feels
 * right", "they'll need them" or "easy for whoever" beside it: the crisis reply. A move, a baby,
 * a trip or a lawyer's advice is the ordinary reason and rules it out.
 */
// prettier-ignore
const AFFAIR = alt(
  '(?:my )?wil (?:is|s) (?:writen|done|sorted|signed|finished|ready)', '(?:wrote|writen|finished|signed|sorted|settled|made|did) (?:out )?my wil',
  '(?:found|finding|got) (?:my|the) (?:cat|dog|pets?|bird|rabit|hamster|fish|parot)s? (?:a )?new (?:home|owner|family)', 'rehomed (?:my|the|our) [a-z]+',
  '(?:gave|given|giving|handed) (?:my|the) (?:cat|dog|pets?|rabit|bird|hamster|tortoise|turtle|parot|fish|snake|lizard|guinea pig)s?(?: over| away)? to',
  '(?:put|left|wrote|writen|writing|leaving|saved|wrote down|gave) (?:al )?(?:my |the )?(?:passwords|logins|pins|acount details)(?: [a-z]+){0,4} (?:for|to|with) (?:my )?[a-z]+',
  'paid (?:of|off|back) (?:al )?(?:my )?(?:debts|loans|credit cards|bils)', '(?:closed|cancel(?:l)?ed|deleted) (?:al )?(?:my )?(?:acounts|socials|subscriptions|bank acount)',
  '(?:giving|gave|given) (?:al )?(?:my )?(?:stuf|things|belongings|clothes|posesions) away', '(?:my|the) [a-z]+ went to my (?:cousin|brother|sister|friend|nephew|niece|neighbour|neighbor)s?',
  'tying up (?:al )?(?:the |my )?lose ends',
  // round 14 (decision 0036): where the will is, shown to someone close
  '(?:told|showed|show|tel) (?:him|her|them|my [a-z]+) where (?:the|my) (?:wil|papers|insurance papers|documents) (?:is|are)',
);
// prettier-ignore
const FINAL = alt(
  '(?:kind of |such |a )?(?:a )?relief', 'made (?:my )?peace', 'at peace', '(?:it )?fels right', '(?:hel|shel|theyl|he wil|she wil|they wil) ned (?:it|them|this)',
  '(?:easy|easier) for (?:whoever|everyone|them|my family)', 'nothing left to (?:do|sort)', 'one les thing', '(?:im|i am) ready', 'before i go(?= *$| \\.)',
  'just in case(?= *$| \\.)', 'dont worry about (?:it|me)', 'so (?:nobody|no one) (?:has|gets stuck|needs) to',
  // round 14 (decision 0036): the chore hidden as tidiness
  '(?:he|she|they) (?:thinks|think|believes|believe) (?:im|i am) just being (?:organi[sz]ed|tidy|careful|responsible|practical|sensible)',
);
/** The ordinary reason for the chore. */
// prettier-ignore
const ORDINARY = alt(
  'moving', 'move (?:to|abroad|out)', 'new job', 'abroad', 'alergic', 'alergies', 'landlord', 'baby', 'pregnant', 'wedding', 'married', 'mortgage',
  'lawyer', 'solicitor', 'estate planing', 'retire(?:ment|d)?', 'trip', 'holiday', 'vacation', 'surgery', 'house ?sit(?:ing|ter)?', 'wifi', 'netflix',
  'spring cleaning', 'guests', 'finaly', 'inspection', 'party', 'decluter(?:ing)?', 'minimalis[mt]', 'garage sale', 'yard sale', 'charity shop', 'finaly debt fre',
);

const AFFAIR_RE = wordRegex(AFFAIR);
const FINAL_RE = wordRegex(FINAL);
const ORDINARY_RE = wordRegex(ORDINARY);

/** An affair put in order with finality beside it, and no ordinary reason for it. */
export function crisisAffairs(text: string): boolean {
  return hasMatch(AFFAIR_RE, text) && hasMatch(FINAL_RE, text) && !hasMatch(ORDINARY_RE, text);
}
