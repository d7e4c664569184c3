/**
 * Round 12's protective readings (decision 0034), blanked like the others in masks.ts: words of
 * harm asked about in order to prevent, report, treat or respect — warning signs of grooming,
 * a teenager taught about consent, a doxxing or stalking reported, a scam or a hidden camera
 * spotted, first aid and overdose reversal, a recovery written with care, a story's own loss,
 * consent asked before going on, and "no" said to a thing rather than a person. Each keeps its
 * counter-twins in policy/round12Readings.test.ts (the same words with a real signal).
 */
const KIDS =
  '(?:a |my |our |your )?(?:child|children|kids?|son|daughter|teen|teens|teenager|students?|nephew|niece)';
const NOT_A_PERSON =
  '(?!(?:me|him|her|them|you|us|it|that|this|sex|my|his|their|your|our|any|anything|everything|intimacy|more|being|going|[a-z]+ing)(?![a-z]))';

// prettier-ignore
export const PROTECTIVE_READINGS = [
  // warning signs of grooming or abuse, asked by someone protecting a child
  `(?:signs?|behaviou?rs?|red flags|how (?:do|can) (?:i|we) tell)(?: [a-z]+){0,3} ${KIDS}(?: [a-z]+){0,2} (?:is |are |might be |may be )?(?:being )?(?:groomed|abused|trafficked|exploited)(?= [a-z .]{0,40}(?:protect|safe|what do i do|how do i))`,
  `(?:talk|speak|teach|explain)(?: to| with)? (?:him|her|them|${KIDS}) about (?:respect and |boundaries and )?(?:consent|respect)(?: and (?:respect|boundaries))?`,
  // a harm done to the writer, reported or undone
  'report(?:ing|ed)?(?: [a-z]+){0,4} (?:who|that|for) (?:doxx?ed|doxx?ing|harased|stalked|threatened|posted|leaked)',
  '(?:got|was|ben|being) (?:doxx?ed|harased|stalked)(?: [a-z.]+){0,6} (?:report|block)(?: [a-z]+){0,3}',
  '(?:someone|somebody|they|he|she) (?:posted|leaked|shared|published) my (?:home )?(?:adres|number|photos|details)(?= [a-z .]{0,30}(?:what (?:should|do|can) i|how do i|removed|taken down|help))',
  '(?:block|blocking) and report',
  // a scam, a camera or a spiked drink spotted to stay safe
  '(?:recogni[sz]e|spot|detect|identify|avoid) (?:a |an )?phishing (?:email|text|mesage|scam|link)s?',
  '(?:check|checking|scan|scanning|lok|looking|sweep|swep|sweping|search|searching|detect|detects|find|finds|spot)(?: [a-z]+){0,3} (?:for )?hiden (?:cameras?|cams|recorders)',
  '(?:human )?traficking awarenes(?: training| course| day| week)?',
  'how do (?:police|detectives|investigators|cops|the fbi) (?:investigate|catch|track|find|stop)(?: [a-z]+){0,4}',
  // a hateful theory asked about in order to refute it
  '(?:what is|whats|what was|explain|history of|origin of)(?: the)?(?: [a-z]+){1,4} (?:conspiracy theory|conspiracy|myth|propaganda)(?: [a-z]+){0,3} (?:and )?(?:why|how) (?:is|was) it (?:false|wrong|debunked|harmful|a lie|racist)',
  // first aid, and reversing an overdose
  '(?:naloxone|narcan)(?: [a-z]+){0,3} (?:reverse|reverses|work on|treat|treats|stop|stops)(?: an| the| a)?(?: opioid| drug| fentanyl| heroin)? (?:overdoses?|od)',
  '(?:cut|sliced|gashed|nicked) (?:his|her|their) (?:hand|finger|thumb|palm|arm|leg|foot|knee)(?: [a-z]+){0,6}(?= [a-z .]{0,30}(?:first aid|stop the bleding|stitches|clean it|bandage))',
  '(?:toddler|baby|kid|child|dog|puppy|cat) (?:swalowed|ate|chewed)(?: [a-z]+){0,4}(?= [a-z ]{0,30}(?:what do i do|right now|vet|doctor|poison control|er))',
  // a recovery written with care, and a story's own loss
  '(?:character|protagonist|heroine|hero)(?: [a-z]+){0,6} (?:self ?harm(?:ed|ing)?|cuting|scars|atempted suicide)(?: [a-z]+){0,5} (?:recovering|in recovery|healing|healed|beter now|clean)',
  '(?:write|writing|portray|show|depict) (?:that|it|this|recovery|self ?harm|her|him)(?: [a-z]+){0,2} (?:responsibly|with care|carefuly|gently)',
  '(?:write|tel|give me) (?:me )?a (?:sad |short |tragic )?(?:story|tale|poem|scene) (?:about|where|in which) (?:a|an|the) (?:dog|cat|horse|knight|soldier|old man|old woman|widow|sailor)(?: [a-z]+){0,10} (?:never comes back|never came back|dies|died|pases away|is lost)',
  // a burden felt in asking for help, answered with help
  '(?:felt|feel|feeling) like (?:a|such a) burden (?:asking|when i asked|for asking|to ask)(?: [a-z]+){0,8} (?:but|and) (?:they|everyone|she|he|my [a-z]+)(?: [a-z]+){0,2} (?:said yes|helped|were happy|was happy|didnt mind|showed up|were glad|came)',
  // consent asked before going on
  '(?:ask|asks|asked|asking|check|checks|checked|checking) (?:me |her |him |them |you )?(?:for consent )?(?:before|first|in)(?: (?:every|each) (?:step|move|time))?(?: \\.)? (?:then|i love|and) (?:when you check in|take it further|go on|yes)',
  '(?:he|she|they) asks? (?:if|whether) (?:she|he|they|you)(?: is| are| s| re)? (?:sure|ok|okay|comfortable|ready|into it)(?: [a-z]+){0,2} (?:and )?(?:she|he|they) (?:says|said) (?:yes|absolutely|definitely|of course)',
  // a caring reminder: "don't let him leave without his coat"
  '(?:dont|do not|never) let (?:him|her|them|the kids?) (?:leave|go)(?: out| outside| to school)? without (?:his|her|their|a|an|the) (?:coat|jacket|umbrela|keys|phone|wallet|lunch|hat|scarf|bag|charger|sweater|jumper|medicine|inhaler|mask|helmet|gloves|boots)',
  // "no" said to a thing, not to a person: declining a pizza is not refusing a touch
  `(?:she|he|they|you|i) (?:said|says|say) no to (?:the |a |an |some |another )?${NOT_A_PERSON}[a-z]+(?= so| but| and| because| \\.|$)`,
];
