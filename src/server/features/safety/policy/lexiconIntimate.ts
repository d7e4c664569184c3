import { alt, wordRegex } from './patterns.js';

/**
 * Clearly sexual intent: this is what makes a message 'intimate' (Premium only), and it is the
 * context that turns a mention of age, family or animals into a refusal. Words, not sentences.
 */
// prettier-ignore
export const SEXUAL = alt(
  // sex and explicit content
  'sex', '(?:sexually|sexual)', 'sext(?:s|ed|ing)?', 'nsfw', 'lewd', 'porn(?:o|y|ographic)?',
  'erotic(?:a)?', 'explicit (?:pics?|photos?|content|chat|roleplay|rp|stuff|talk|scene)', 'x rated',
  'r rated (?:chat|roleplay|rp|scene)', 'barely legal', '(?:love|sex|intimate|bed) scenes?',
  '(?:wildest|sexual|dirty|secret|naughty) fantas(?:y|ies)',
  // undressing
  'naked', 'nudes?', 'nudity', 'topless', 'undres(?:es|ed|ing)?', 'striptease', 'strip tease',
  'strip(?:s|ing)? (?:for (?:me|you)|naked|down|off|tease|club)', 'lap dance',
  'take (?:of|off) (?:your|ur|my|her|his) (?:clothes|shirt|top|dress|bra|panties|pants|skirt|underwear|jeans|towel)',
  '(?:your|ur|my) clothes off', 'clothes off',
  // arousal
  'horny', 'aroused', 'arousing', 'turn(?:s|ed|ing)? (?:me|you) on', 'turned on', 'hot and bothered',
  'make love', 'making love', 'made love', 'in the mood for (?:you|sex|love)',
  // clothing as a request
  'lingerie', 'panties', 'thong', 'bra (?:pics?|photos?|selfie)', 'underwear (?:pics?|photos?|selfie)',
  'what are you wearing under', 'under (?:your|that|my) (?:dress|skirt|clothes)',
  'hot (?:pics?|photos?|selfies?|videos?)',
  // bed ("hook up the TV" and "hook up to wifi" are not)
  '(?:sleep|sleeping|slept) with (?:me|you)', 'sleep(?:ing)? together', 'slept together', 'one night stand', 'first night together',
  'hook(?:ing)? up(?! (?:the|a|my|your|his|her|it|to|with (?:the|a|my|his|her))(?![a-z0-9]))',
  'hook(?:s|ed|ing)? up with (?:the|a|an|my|his|her) (?:[a-z]+s? )?(?:adult |older |married )?(?:coach|trainer|teacher|tutor|neighbou?r|guy|girl|man|woman|boss|captain|stranger|profesor|instructor)',
  'do (?:to|with)(?: [a-z0-9]+){1,3} in bed', 'booty call', 'friends with benefits', 'netflix and chill', 'in bed with (?:me|you)',
  '(?:good|great|amazing|wild|like|do to (?:you|me)|do with (?:you|me)|fantasy|fantasies|want|doing) in bed',
  '(?:take|carry|pull|drag|get|lead) (?:you|me) (?:to|into|back to|back into) (?:my |your |the )?(?:bed|bedroom)',
  'come (?:back )?to bed with me', 'take this to the bedroom', '(?:skills|good|wild|fun) in the bedroom',
  // touch and body
  'touch(?:ing)? (?:me|you|yourself|myself|her|him) (?:all over|everywhere|down there|there|intimately|slowly|under)',
  'touch(?:ing)? (?:yourself|myself)',
  '(?:touch|feel|kiss|kissing|lick) your (?:body|naked body|skin|thighs?|chest|breasts?|curves|hips|stomach)',
  'kiss (?:me|you) (?:everywhere|all over|down)', 'your body against mine', 'feel you against me',
  '(?:your|my|her|his) (?:dick|cock|pussy|breasts|boobs|tits|nipples|penis|vagina|ass)',
  'boobs', 'tits', 'titties', 'nipples?', 'penis', 'vagina', 'dick pics?', 'cock pics?', 'cum',
  'cumming', 'blowjob', 'handjob', 'oral sex', 'breasts',
  // acts and moods
  'seduc(?:e|es|ed|ing|tive|tively)', 'foreplay', 'orgasms?', 'moan(?:s|ing)? for me', 'kinky',
  'kinks?', 'fetish(?:es)?', 'bdsm', 'dominate me', 'submissive', 'dirty talk', 'talk(?:ing)? dirty',
  '(?:get|getting) (?:naughty|frisky|steamy|intimate|physical|spicy)', 'steamy', 'be naughty',
  'naughty (?:pics?|photos?|things|girl|boy|stuff|selfie)',
  'spicy (?:pics?|photos?|chat|roleplay|rp|content|selfie|scene)', 'be intimate',
  'intimate (?:with (?:me|you)|pics?|photos?|roleplay|rp|scene)', 'shower (?:together|with me)',
  'bath together', 'fuck(?:ing)? me', '(?:wanna|want to|gonna|going to|let me|lets|to|i would|id) fuck',
  'send (?:me )?(?:nudes|a nude|pics of you naked|spicy pics)',
);

/**
 * Romantic-intimate words: fine between adults (cute flirting is 'allow'), but together with
 * a stated age under 18 or a child word they make the message a minors refusal.
 */
// prettier-ignore
export const ROMANTIC = alt(
  'kiss(?:es|ed|ing)?', 'make out', 'making out', 'made out', 'girlfriend', 'boyfriend', 'gf', 'bf',
  'lover', 'be mine', 'love you', 'in love', 'crush on', 'have a crush', 'flirt(?:s|ed|ing|y)?',
  'cuddl(?:e|es|ed|ing|y)', 'romantic', 'romance', 'marry me', '(?:want|wanna|allowed|old enough|cute enough|pretty enough|enough) to date',
  'do you think im (?:cute|pretty|hot|attractive|sexy)', 'looking for (?:love|a (?:girlfriend|boyfriend|partner|relationship|date))', 'date (?:me|her|him|you)', 'ask (?:her|him) out', 'go on a date',
  'on a date', 'first date', 'our date', 'dating', 'hot for', 'spend the night', 'honeymoon',
  'be my (?:wife|husband|girlfriend|boyfriend|lover|partner|valentine)', 'hold (?:me|you) close',
  'into you', 'attracted to', 'relationship with (?:me|you)', 'daddy', 'mommy', 'sit on my lap',
  '(?:in|wearing) (?:a |her |his |your |my )?(?:bikini|swimsuit|underwear|bra)', 'describe (?:her|his|your) body',
);

/**
 * Words that sexualise someone without asking for anything ("so sexy", "she's hot"). Not
 * 'intimate' on their own, but said about a minor they are treated like sexual content.
 */
// prettier-ignore
export const SEXUALISING = alt(
  'sexy', 'sensual', 'seductive',
  '(?:so|really|very|youre|shes|hes|looks?|looking) hot(?! (?:today|outside|weather|in here|out|coffee|chocolate|tea|sauce|day|shower|bath))',
);

/**
 * An intimate scene in softer words (round 5): Premium-only like SEXUAL, but kept apart from it
 * because SEXUAL is also compiled into the incest and animal patterns.
 */
// prettier-ignore
export const INTIMATE_SCENE = alt(
  '(?:take|taking) (?:it|things|this) (?:further|to the next level|to the bedroom)', 'see where it goes', '(?:spice|spicing) (?:things|it) up in the bedroom',
  '(?:go|get|come|going|head) (?:to )?bed together', '(?:pull|pulls|pulling|lead|leads|leading) me (?:into|to) (?:the )?(?:bedroom|bed)', 'tangled in the sheets',
  '(?:curled|cuddled) up in bed', 'get(?:ting)? (?:cozy|cosy) in bed', 'be with me in bed', '(?:spend|spending) the night together', 'join me in the shower',
  'kiss (?:me|you) all night', 'romantic night in', 'go home together', 'sensual evening', 'ma(?:ke|king) out',
);

export const SEXUAL_RE = wordRegex(SEXUAL);
export const INTIMATE_SCENE_RE = wordRegex(INTIMATE_SCENE);
export const ROMANTIC_RE = wordRegex(ROMANTIC);
export const SEXUALISING_RE = wordRegex(SEXUALISING);
