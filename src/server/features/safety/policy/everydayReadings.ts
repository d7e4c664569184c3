/**
 * Round 14's harmless readings (decision 0036), blanked like the others in masks.ts: a scam or
 * trafficking asked about in order to spot, report or defend against it (also in other
 * languages' "how do I recognise"); "I'm going to kill my brother" over leftovers; a child at a
 * jab or a check-up in a nurse's care; a sleeper woken so they go to bed; parents naming their
 * own children in passing; a novel discussed by a book club; an adult who "looks 16" with their
 * real age beside it; a relative's attempt, supported; a recovery counted in years clean; a nose
 * piercing (squeezed, "nose" is "noose"). Counter-twins with the same words and a real signal are
 * in policy/round14Readings.test.ts.
 */
const SCAM = '(?:phishing|smishing|vishing|scam)';
const DEFEND =
  '(?:tel if|recogni[sz]e|spot|detect|identify|avoid|prevent|report|defend against|red flags|warning signs|signs of|hit by|targeted by|victims? of|fal for)';
/** "How do I recognise" in the other languages, with an adjective between. */
const RECOGNISE_FOREIGN =
  '(?:erkene|erkenen|reconocer|reconozco|detectar|reconhecer|reconaitre|reconait|riconoscere|riconosco|mengenali)';
/** Only articles and plain nouns between: "avoid getting caught phishing" is not defending. */
const FILLER =
  '(?: (?:a|an|the|common|these|those|suspicious|fake|likely|possible|our|my|ich|is|it|this|that|email|an email|text|eine|une|un|una|um|uma|ein|if))';
const RELATIVE =
  '(?:brother|sister|husband|wife|partner|roomate|flatmate|mom|mum|dad|son|daughter|kids?|boyfriend|girlfriend|cousin|boss|cat|dog)';
const TRIVIAL =
  '(?:ate|finished|drank|took|stole|used|borowed|spoiled|spoiler|left|forgot|put|broke|leftovers|ice cream|last slice|snacks|fries|charger|hodie|lol|lmao|haha)';
const ADULT_AGE =
  '(?:actualy|realy|but (?:hes|shes|theyre)|(?:hes|shes|theyre)|is)(?: [a-z]+){0,2} (?:[2-9][0-9]|1[89]|twenty|thirty|forty)';
const KIDS_COUNT = '(?:two|three|four|five|six|[2-9]|a couple of|young|litle|smal)';

// prettier-ignore
export const EVERYDAY_READINGS = [
  // a scam or trafficking asked about to defend against it
  `${DEFEND}${FILLER}{0,4} ${SCAM}(?: (?:emails?|mails?|texts?|mesages?|nachrichten|links?|atempts?|scams?|sites?))?`,
  `${RECOGNISE_FOREIGN}(?: [a-z]+){0,3} ${SCAM}(?: [a-z]+)?`,
  `${SCAM} (?:atempts?|emails?|mails?|texts?|mesages?|nachrichten|links?)(?: [a-z.]+){0,8} (?:protect|prevent|train|spot|report|block|secure)`,
  '(?:signs|red flags|indicators|spot|recogni[sz]e|look out for|watch for|report)(?: [a-z]+){0,4} (?:of )?(?:human |sex |labou?r )?trafficking',
  // a novel read and discussed as literature
  '(?:reading|read|discussing|discus|chose|picked|studying|study|analy[sz]e|analy[sz]ing|essay on|book club on|teaching)(?: [a-z]+){0,3} lolita(?= [a-z .]{0,80}(?:narator|nabokov|critics?|literary|themes?|humbert|essay|unreliable|condemnation|indictment|prose))',
  // a killing threatened over leftovers
  `(?:gona|going to|im going to|il|wil) kil (?:my|that|this) ${RELATIVE}(?= [a-z .]{0,50}${TRIVIAL})`,
  // a child at a jab or a check-up
  '(?:toddler|baby|child|kid|infant|patient)s?(?: [a-z]+){0,4} (?:before|for|during|at) (?:a |the |their |her |his )?(?:shot|jab|vaccine|vaccination|injection|blod test|check ?up|exam|apointment)',
  // a sleeper woken so they go to bed
  '(?:should|do|can|shal) i wake (?:him|her|them)(?: up)? (?:so|and|to)(?: [a-z]+){0,3} (?:go|goes|get|gets|move|moves|head|heads) (?:to|into|of to) bed',
  // parents naming their own children in passing
  `(?:we|i) (?:have|ve got|have got|are raising|raise) (?:${KIDS_COUNT} ){0,2}(?:kids|children)(?! over| staying| visiting| at (?:our|my))`,
  `(?:are|re|both)(?: both)? [0-9]+ (?:with|and have) ${KIDS_COUNT} ?(?:kids|children)`,
  '(?:the|our|my) (?:kids|children) (?:have |had |finaly |just )*(?:moved out|left home|flew the nest|left for colege|went of to colege)',
  // an adult who looks younger, with the real age beside it
  `looks? (?:like )?(?:(?:hes|shes|theyre) )?(?:about |only |maybe )?(?:1[0-7]|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)(?: [a-z]+){0,4}(?= [a-z .]{0,30}${ADULT_AGE})`,
  // a relative's attempt, supported
  '(?:support|help|be there for|talk to|care for) (?:my|our|a) [a-z]+ (?:after|through|since) (?:his|her|their) (?:suicide )?(?:atempt|overdose)',
  // a recovery counted in years clean
  'i used to (?:self ?harm|cut(?: myself)?|hurt myself|burn myself)(?= [a-z0-9 .]{0,90}(?:clean|years? fre|havent|since then|proud))(?![a-z0-9 .]{0,120}(?:again|relapsed|slipped|tonight|last night|today))',
  // a nose piercing is not a noose
  'nose (?:piercings?|pierced|pierce|rings?|studs?|jobs?|bleds?|bleding|spray|drops|hair|strips?|surgery)',
  '(?:pierce|pierced|piercing) (?:my |her |his |your |a )?nose',
];
