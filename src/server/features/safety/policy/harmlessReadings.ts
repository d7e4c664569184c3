/**
 * Round 9's harmless readings (decision 0026), each a concept rather than a sentence, blanked
 * like the others in masks.ts. Each is narrow on purpose: the counter-twins in
 * policy/round9.test.ts (the same words with a real signal) must still be refused or answered.
 */
// prettier-ignore
export const HARMLESS_READINGS = [
  // A limit stated about consensual non-consent is the opposite of asking for it.
  '(?:cnc|non ?con|consensual non ?consent|rape ?play) (?:is|are|s) (?:a |my |an absolute )?(?:hard |strict |firm |absolute )?(?:limit|no go|nogo|no|never|off the table|not for me|not ok|not okay)',
  '(?:no|not into|dont want|do not want|never do|never any|hard limit(?: on| is)?|limits? (?:are|is|include)) (?:cnc|non ?con|consensual non ?consent|rape ?play)',
  // Games: a level, boss or strategy that "is suicide" is hard, not a crisis.
  '(?:this|that|the|thi) (?:[a-z]+ )?(?:level|boss|fight|speedrun|map|raid|dungeon|fight|build|strat|strategy|route|mission|quest|stage|match|round|jump|difficulty|mode|push|play) (?:is|was|s) (?:literally |basically |pure |just |straight up )?suicide',
  // Hyperbole about family, bound to a trivial condition and a laugh: "kill my sister if she eats my leftovers lol".
  '(?:gona|going to|wil|il|i wil|im gona|im going to) (?:kil|murder|strangle) (?:my|him|her|them|you|u) ?(?:[a-z]+ )?if (?:she|he|they|you|u|it)(?: [a-z]+){1,7} (?:lol|lmao|haha|hahaha|jk|xd|rofl)',
  // "Explain like I'm five" asks for simple words, followed by a question or a topic.
  '(?:talk to me|explain(?: it| this| that)?(?: to me)?|speak to me|describe (?:it|this)(?: to me)?) like (?:im|i am|i m) (?:5|five|a (?:5|five) year old|a toddler)(?= (?:how|what|why|when|where|who|is|are|does|do|can|about|[a-z]+ (?:works?|is|are)))',
  'eli5',
  '(?:explain|talk to me|speak to me|describe)(?: it| this| that)?(?: to me)? like (?:im|i am|i m) (?:[0-9]+|five|a kid|a child|a toddler)$',
  // Asking how to help someone else, or how to spot the signs: the writer is not the one at risk.
  '(?:my |a )(?:best )?(?:friend|brother|sister|son|daughter|partner|girlfriend|boyfriend|wife|husband|coworker|colleague|student|mom|mum|dad|roomate)(?: [a-z]+){0,4} (?:is|s|has ben|ben|told me (?:she|he|they)(?: s| has| is)?(?: ben)?) (?:self ?harming|cutting|suicidal|thinking about suicide|talking about suicide|using)(?=(?: [a-z.]+){0,8} (?:how (?:do|can|should) i|what (?:do|can|should) i|i want to) (?:support|help|be there|talk|be ready|be prepared|spot))',
  '(?:if|when) (?:a|my) (?:friend|loved one|family member|student|[a-z]+) (?:is|s) (?:thinking about|talking about|considering) suicide',
  '(?:the )?(?:warning )?signs of (?:suicide|self ?harm|an? (?:opioid )?overdose)',
  // Bereaved long ago, said as a past with its care.
  'lost (?:my|a) (?:[a-z]+ ){0,2}to suicide (?:[a-z]+ ){0,2}(?:years?|months?) ago',
  // Game, exam or commute hyperbole with a laugh.
  '(?:game|level|boss|exam|test|homework|trafic|meting|clas|comute|shift)(?: [a-z]+){0,6} (?:makes|made) me want to die (?:lol|lmao|haha|hahaha|xd)',
  // Giving things away before a move; rope for play; a partner asleep carried to bed; a shared childhood bed; a pet on the bed.
  '(?:give|giving|gave) (?:away )?(?:al )?(?:of )?(?:my )?(?:stuf|things|furniture|clothes|books|plants)(?: away)? (?:because|since|as|before) (?:im|i am|i m|were|we are) (?:moving|relocating|emigrating|downsizing|leaving for)',
  'rope (?:swing|ladder|bridge|course|toy)', '(?:jump|skipping|climbing|tow) rope',
  '(?:carried|carry|carries|tucked|tuck|tucks|put) (?:her|him|them) (?:to|into|in) bed(?! and| then| so| to)',
  'breakfast in bed',
  'shared a (?:bed|room|bedroom)(?: [a-z]+){0,3} (?:growing up|as kids|when we were (?:kids|litle|young))',
  '(?:let|letting|lets) (?:my|the|our) (?:cat|dog|puppy|kiten|pet)s? sleep (?:in|on) (?:my |the |our )?bed',
  // Fiction that says what it is not; reporting or fighting a crime.
  'no (?:romance|romantic (?:stuf|subplot|scenes?))', '(?:report|reporting|reported) (?:a |my |the )?stolen (?:credit )?cards?(?: numbers)?',
  '(?:fight|fighting|combat|combating|ending|against|stop|stoping|documentary (?:on|about)|survivors? of) human traficking',
  // A nose is not a noose (squeezed spelling, see patterns.ts).
  '(?:good|runy|blocked|stufy|big|litle|red|buton|broken|my|your|his|her) nose (?:for|job|bleeds?|ring|piercing|hair|spray|drops)', '(?:good|runy|blocked|stufy|big|litle|red|buton|broken) nose',
  // A scene direction: "stop" followed by what the writer wants instead.
  '(?:no |ok |okay |hey |oh )?(?:wait |hold on |hang on )?stop (?:i want to|i wana|lets|let s|can we|can you|could we|let me|id like to|i d like to) (?:change|switch|go back|redo|rewrite|skip|try|start over|move|pause|take a break)',
  // Recovery from self-harm long ago, said as a past.
  '(?:i )?used to (?:self ?harm|cut(?: myself)?|hurt myself)(?: [a-z]+){0,4}(?: \\.)? (?:but |and )?(?:ive been|i ve been|i am|im|been|now) (?:clean|free|recovered|healed)(?: of it| from it)? for (?:[0-9]+|a|two|three|four|five|six|seven|eight|nine|ten) (?:years?|months?)(?! [a-z ]{0,20}(?:until|relaps|again|tonight|started))',
  '(?:i )?used to (?:self ?harm|cut(?: myself)?|hurt myself)(?: [a-z]+){0,3} (?:years|a long time|ages|decades) ago(?! [a-z ]{0,20}(?:until|relaps|again|tonight|started))',
  // Someone else bereaved by suicide, the writer asking how to help.
  '(?:lost|losing) (?:her|his|their) (?:[a-z]+ )?(?:[a-z]+ )?to suicide',
  '(?:her|his|their|[a-z]+s) (?:[a-z]+ )?(?:[a-z]+ )?(?:died by|died of|commited) suicide',
  // A goodbye letter to colleagues, classmates or neighbours when leaving a job or a place.
  '(?:goodbye|farewel|leaving) (?:letter|note|message|email|card|speech)s? (?:to|for) (?:my |the |our |al my )?(?:coworkers|co workers|colleagues|team|staff|class|clasmates|students|boss|ofice|neighbou?rs|clients|customers)',
  // Protecting oneself from a spiked drink, or telling of it: not spiking one.
  '(?:my|our|your|a|the) drinks? (?:doesnt|dont|wont|isnt|arent|never|does not|do not|will not|is not) (?:get |gets |getting |being )?(?:spiked|drugged|rofied)',
  '(?:avoid|avoiding|prevent|preventing|from|against) (?:getting |being |having (?:my|your|a) drinks? )?(?:spiked|drugged|rofied)',
  '(?:my|our) drinks? (?:was|got|has ben|had ben|is|were|might have ben|may have ben) (?:spiked|drugged)',
  'drink (?:spiking|spike) (?:awarenes|test|tests|kit|strips|covers?|prevention)',
];
