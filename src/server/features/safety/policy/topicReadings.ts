import { alt } from './patterns.js';

/**
 * Round 10's harmless readings of crisis words (decision 0029), blanked like the others in
 * masks.ts: suicide or self-harm named as a topic — someone else's warning signs, a volunteer's
 * training, an exam, a recovery said as a past, a sport's play, hyperbole with a trivial cause
 * and a laugh, a view from an edge on a trip. Each keeps its counter-twins in
 * policy/round10.test.ts (the same words with a real signal still answered).
 */
const LAUGH = alt('lol', 'lmao', 'lmfao', 'haha', 'hahaha', 'xd', 'jk', 'rofl', 'kek');
// prettier-ignore
const TRIVIAL_CAUSE = alt(
  'games?', 'level', 'boss', 'raid', 'wiped', 'team', 'match', 'queue', 'exams?', 'tests?', 'homework', 'essay', 'trafic', 'metings?', 'clas', 'comute', 'shift',
  'mondays?', 'tuesdays?', 'wednesdays?', 'thursdays?', 'fridays?', 'work', 'deadlines?', 'hangover', 'heat', 'cringe', 'embarased', 'embarasing', 'this weather', 'my boss', 'group chat', 'lost',
);
const RECOVERY_SPAN = alt(
  '[0-9]+',
  'a',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
);
const NOT_RELAPSE = '(?! [a-z ]{0,30}(?:until|relaps|again|tonight|started|but now|lately))';
const AWE = alt(
  'breathtaking',
  'beautiful',
  'amazing',
  'stunning',
  'gorgeous',
  'incredible',
  'views?',
  'photos?',
  'pictures?',
  'selfies?',
  'sunset',
  'sunrise',
  'hike',
  'hiking',
  'tour',
  'trip',
  'vacation',
  'holiday',
  'honeymoon',
  'sightseeing',
);

// prettier-ignore
export const TOPIC_READINGS = [
  // someone else's warning signs, a volunteer's or a student's question
  '(?:warning )?signs? (?:that|of|in) (?:someone|somebody|a (?:friend|person|teen|teenager|student|patient|loved one)|people|teens|teenagers|students|patients|my (?:friend|son|daughter|partner))(?: [a-z]+){0,4} (?:is |are |might be |may be |could be )?(?:suicidal|self ?harming|thinking (?:about|of) suicide)',
  '(?:how|what) (?:do|should|can|would) (?:you|i|we|volunteers?|nurses?|parents?|teachers?|counsell?ors?) (?:say|answer|respond|talk|help|support|handle|reply)(?: to| with)? (?:someone|somebody|a (?:person|caller|friend|patient|student)|people|callers|patients|students)(?: [a-z]+){0,5} (?:who is |who s |with |having |that is )?(?:suicidal|self ?harming|in crisis)(?: thoughts| ideation)?',
  '(?:crisis|suicide|help|support) ?(?:line|hotline) (?:volunteer|volunteers|training|shift|course)', 'volunteer(?:ing)? (?:training )?(?:at|for|on) (?:a|the) (?:crisis|suicide|help|support) ?(?:line|hotline|center|centre)',
  '(?:passive|active) (?:and|or|vs|versus) (?:passive|active) suicidal ideation', 'difference between (?:passive|active) (?:and|or) (?:passive|active)(?: suicidal)? ideation',
  '(?:for|in|on) (?:my|a|the|our) (?:nursing|psych|psychology|medical|med school|social work|counsell?ing|first aid|pharmacology|mental health) (?:exam|class|course|essay|assignment|training|module|degree|test|placement|lecture)',
  '(?:asess|asesing|screen|screening|evaluate|evaluating)(?: for)? (?:suicide|self ?harm) risk', '(?:suicide|self ?harm) risk (?:asesment|screening|factors|scale|score)',
  // recovery said as a past, with no relapse after it
  `(?:${RECOVERY_SPAN}) (?:years?|months?|weeks?|days?) (?:clean|free|sober) (?:from|of) (?:self ?harm|self ?harming|cutting)${NOT_RELAPSE}`,
  `(?:clean|free) (?:from|of) (?:self ?harm|self ?harming|cutting) (?:for|since) (?:${RECOVERY_SPAN}) (?:years?|months?)${NOT_RELAPSE}`,
  `used to feel like (?:a|such a) burden(?: [a-z]+){0,4}(?: \\.)? (?:but|and) (?:therapy|counsell?ing|my therapist|meds|medication|talking|time|treatment|support)(?: [a-z]+){0,2} (?:helped|helps|has helped|changed)${NOT_RELAPSE}`,
  // round 11 (decision 0033): a carer's question about someone else, a recovery said with its
  // date, a burden felt only at work, overdose first aid, consent asked about to respect it
  `(?:signs?|how (?:can|do|would|should) (?:i|we|you) (?:tell|know)) (?:that |if |whether )?(?:someone|somebody|a (?:friend|person|teen|teenager)|my (?:friend|teen|teenager|son|daughter|child|kid|partner|sister|brother|student)|our (?:teen|teenager|son|daughter|child|kid))(?: [a-z]+){0,2} (?:is |are |might be |may be |could be )(?:suicidal|self ?harming|cutting (?:herself|himself|themselves))`,
  `used to (?:self ?harm|cut(?: myself)?|hurt myself)(?: \\.)? (?:but )?(?:im|i am|ive been|i have been|now) (?:${RECOVERY_SPAN}) (?:years?|months?|weeks?|days?) (?:clean|free|sober)(?: today| now)?${NOT_RELAPSE}`,
  `(?:feel|felt|feeling) like (?:a|such a) burden(?: sometimes| at times)? (?:but|and) (?:therapy|counsell?ing|my therapist|meds|medication|talking) (?:helps|is helping|helped|has helped)${NOT_RELAPSE}`,
  '(?:parents?|mum|mom|dad|teachers?)(?: [a-z]+){0,3} (?:say|do|respond)(?: [a-z]+){0,4} (?:teen|teenager|child|kid|son|daughter|student|friend) (?:tells|told|says)(?: [a-z]+){0,2} (?:been )?(?:cutting|self ?harming|suicidal)',
  '(?:feel|feeling) like (?:a|such a) burden (?:at work|at the ofice|at school|in clas|to my (?:team|boss|manager|colleagues|coworkers))',
  '(?:feel|feeling) like (?:a|such a) burden (?:when|if|because|whenever) i (?:ask|need|have to ask)(?: [a-z]+){0,4} (?:at work|at the ofice|at school|in clas|colleagues|coworkers|my (?:boss|manager|team))',
  '(?:recogni[sz]e|spot|identify|treat|respond to|signs of|symptoms of|first aid for)(?: an?| the| someone (?:with|having) an?)? (?:[a-z]+ )?overdose(?= [a-z ]{0,40}(?:first aid|nurse|nursing|student|clas|course|training|exam|patient))',
  '(?:how (?:can|do|would|should) (?:i|we|you) (?:tell|know)|signs) (?:if |whether |that )?(?:someone|a person|my (?:partner|date)|they|she|he|your partner)(?: is| are|s)? too (?:drunk|wasted|high) to consent',
  // a dosage question about a supplement asked as a fact, not a plan
  '(?:can|could) (?:you|someone|a person|people|an adult) (?:really |actually )?overdose on (?:too much )?(?:vitamin [a-z0-9]+|vitamins|suplements|cafeine|cofee|water|melatonin|iron|zinc|magnesium|fish oil|energy drinks|sugar|protein)',
  // a last message or day at work before a new job or a move
  'last (?:message|post|day|shift|email) (?:in|at|on|to|with|for) (?:the |my |our |this )?(?:team|ofice|work|group|company|clas|slack|chat|department|crew)(?: chat| channel| group)?(?= [a-z ]{0,40}(?:new job|new role|move|moving|relocating|retire|retiring|thanks|thank you))',
  // sports and games
  'suicide (?:squeze|squeeze|sprints?|drils?|drills?|bunt|play|pas|pass|runs?|knot|blonde|king|bid|lane|seat|burpees)',
  // hyperbole bound to a trivial cause and a laugh
  `${TRIVIAL_CAUSE}(?: [a-z0-9]+){0,8}(?: \\.)? (?:i |makes? me |made me |make me )?(?:want to|wana|gona|about to|could|wil) die(?: [a-z]+){0,2} ${LAUGH}`,
  // a view from an edge on a trip, told as a past
  `(?:stood|sat|hiked|walked|looked down from|standing(?= [a-z ]{0,60}(?:yesterday|last (?:week|month|year|summer|spring|fall|autumn|winter)|on (?:our|my) (?:trip|vacation|holiday|honeymoon))))(?: on| at| by| near| to| from)? the (?:edge|rim|top|railing|lookout)(?: [a-z]+){0,6}(?= (?:[a-z.]+ ){0,6}${AWE})`,
];
