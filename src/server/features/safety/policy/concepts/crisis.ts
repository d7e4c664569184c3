import { alt, wordRegex } from '../patterns.js';

/**
 * Crisis signals as concepts. Means, a dangerous place, a plan, farewells and self-injury that
 * is getting worse are high intensity (the crisis reply); hopelessness and feeling a burden on
 * their own are lower (a gentle check-in), and become high when two of them meet.
 */
// prettier-ignore
const MEANS = alt(
  'saving up (?:my )?pills', 'stockpil(?:e|ing) (?:my )?(?:pills|meds)', 'gun (?:is )?loaded', 'loaded gun',
  'how many (?:tablets|pills) would be enough', 'took all (?:my|the) [a-z]* ?(?:tablets|pills|meds)',
  'knife (?:to|against) my (?:wrist|throat)', 'bought a rope(?! for)', 'a noose', 'enough pills', 'pills saved',
  'got the rope', 'place to tie it', 'gun is in my hand', 'swallowed a (?:whole )?(?:pack|bottle|box)',
  'how many (?:sleeping )?(?:pills|tablets) would it take',
  '(?:painless|quick|quickest|easy|easiest|best|surest|fastest) ways? to (?:die|go|end it)',
  'how (?:many|much)(?: [a-z]+){0,4} (?:is|are|would be|would it take to be|to be) (?:lethal|fatal|deadly|enough to die)', 'lethal (?:dose|amount)',
  '(?:step|stepping|jump|jumping|throw myself|throwing myself|walk|walking|lie|lying)(?: down| out)? in front of (?:a|the|an|next|oncoming)',
  '(?:want to|going to|gonna|thinking (?:of|about)|planning to|tempted to) (?:crash|crashing|wreck|wrecking) (?:my car|the car|into)',
  'how (?:to|do i|do you|can i) (?:die|end it all|end my life)', 'drink(?:ing)? (?:the )?bleach',
  '(?:drive|driving|drove|crash|crashing) (?:my car )?(?:into|off) (?:a|the) (?:wall|tree|bridge|cliff|river|lorry|truck|oncoming)',
);
// prettier-ignore
const DANGEROUS_PLACE = alt(
  '(?:im|i am|standing|sitting) (?:[a-z]+ ){0,2}(?:on|at) the (?:edge|top) of (?:the|a) (?:bridge|roof|cliff|building|platform|parking garage)',
  '(?:on|climbed|over|to) the (?:wrong|other|outside) side of the (?:barrier|railing|rail|fence|parapet)', 'im at the cliff edge', 'waiting for the (?:express )?train to come', 'railway line',
  '(?:on|sitting on|standing on|lying on) the (?:train )?tracks', 'on the roof(?: [a-z]+){0,4} (?:stepping|jumping|step|jump) off',
  'thinking of (?:stepping|jumping) off',
);
// prettier-ignore
const PLAN_OR_FINALITY = alt(
  'tonights the night', '(?:i have|ive|i ve|i)(?: got| made| come up with)? (?:a|the) plan(?: for (?:tonight|it|how|when))?(?= *$| \\.| and (?:im|i am) ready)',
  '(?:picked|chosen|set) (?:a|the) (?:date|day|time)(?: [a-z]+){0,3} (?:im|i am) ready', '(?:im|i am) (?:doing|going to do) it (?:tonight|when everyone)',
  '(?:ill|i will|i ll) be gone (?:before|by) (?:morning|tomorrow|anyone|the time)', '(?:decided|deciding)(?: [a-z]+){0,3} (?:i|to) end it',
  '(?:i|ill|i will|im going to|going to|gonna|want to|ready to) end it(?! (?:with|between|all (?:with|between)))', 'wrote my will', 'written my will', 'not (?:be )?alive by',
  'being alive by', '(?:go to )?sleep and (?:not|never) wake up', 'waiting for it to be over',
  'dont deserve to live', 'stopped eating on purpose', 'wont be around(?! (?:much|for|on|at|in|this|next|today|tonight|tomorrow|until|till|when|during|while|because|as) (?!longer|much longer|long))', 'going to do it(?! (?:[a-z]+ ){0,8}(?:binge|watch|clean|cook|paint|study|finish|ask|tell|call))', 'planned everything',
  'make sure it works',
);
// prettier-ignore
const FAREWELL = alt(
  '(?:written|wrote|writing) letters to everyone', 'giving (?:away )?my (?:dog|cat|things|stuff)',
  'gave away (?:all )?my (?:things|stuff|belongings)', 'my last message(?! (?:(?:for|of) )?(?:tonight|today|now|the (?:night|day)|before))',
  'affairs in order', 'notes to my (?:kids|family|children|parents)', 'goodbye letters', 'last time we (?:talk|speak)',
  'goodbye everyone', 'when im gone', 'giving my (?:[a-z]+ )?things away',
  'said goodbye to (?:everyone|all my|my (?:family|friends|kids|children|parents|mum|mom|dad|loved ones))(?! (?:at|before|for (?:the|now|today|tonight)|and (?:left|went|got|headed)))', 'wont see (?:her|him|them|you) again', 'tell my (?:mum|mom|dad|family|sister|brother) i loved',
  'wont need them', 'this is goodbye', 'goodbye(?: [a-z]+){0,3} wont be',
  '(?:my|a|this is my|one) (?:last|final) goodbye', '(?:my|this is my|these are my) final (?:message|words|letter)(?! (?:(?:for|of) )?(?:today|tonight|now|the (?:day|night)|this (?:week|evening)|before))', 'nice knowing (?:you|everyone)',
  'last time (?:i|ill|i will) (?:ever )?(?:message|talk|speak|write|text|chat)(?:[a-z ]{0,12}) (?:ever|again)(?! (?:today|tonight|this))',
  'last time (?:ill|i will) ever', 'wont hear from me (?:again|anymore|ever)(?! (?:until|till|before|for|this|today))',
  'note for (?:my |the )?(?:family|mum|mom|dad|parents|kids|wife|husband|partner|friends)(?: [a-z]+)? to find',
  '(?:after|once|when) im gone(?! (?:on|for|to|away|out|at|this|next|tomorrow|shopping))', 'given (?:away )?my (?:dog|cat|pets?) to',
  'wont need (?:my |any of my )?(?:stuff|things|belongings|money|savings|anything|anyone)(?: [a-z]+){0,4} (?:anymore|any more|again|where im going)',
  'wont be (?:here|around|alive) (?:much longer|for long|anymore|tomorrow)(?=.*(?:thank you for everything|sorry for everything|goodbye|love you all|tell (?:my|them)))',
  '(?:this is|its) the end (?:for me|of me|of the road for me)', '(?:to read|to find|for them) after(?= *$| \\.| (?:im gone|this|tonight))',
  '(?:gave|given|giving)(?: [a-z]+){0,8} (?:i )?wont need (?:it|them)(?: any ?more| again)?(?= *$| \\.)',
  '(?:fall asleep|sleep|disappear|vanish)(?: [a-z]+){0,2} (?:and|to) never (?:be found|come back|wake up|return)',
  '(?:thinking (?:about|of)|going to|gonna|want to|planning to|ready to) jump(?:ing)?(?= *$| \\.| tonight| today| now| off| from)',
  '(?:cant|can not|dont|do not) see (?:a|any) reason to (?:keep )?(?:live|living|go on|going on|stay|be here)',
  'how long (?:it takes|does it take|would it take) to (?:bleed out|die|drown|suffocate)', 'bleed(?:ing)? out',
  'hose (?:for|to|into|on|from) (?:the )?(?:car )?exhaust', 'exhaust fumes', 'run(?:ning)? the (?:car|engine) in the (?:closed )?garage',
  'for when (?:they|someone|you|my [a-z]+) finds? me', '(?:said|saying|say) (?:all )?my goodbyes(?= *$| \\.| (?:im|i am) ready| now)',
  '(?:gave|given|giving) away my (?:dog|cat|pets?)', 'better off if (?:i had|id|i) never (?:been born|existed)',
  'saying goodbye because', 'goodbye because (?:i|im)', '(?:this is|heres) my goodbye(?! (?:before|for now|for today|until))',
  '(?:when|after|once) (?:im|i am) (?:not here|not around|no longer here|no longer around)', 'wont be needing (?:my|any)(?: [a-z]+){0,3} where (?:im|i am) going(?= *$| \\.)',
  'for after(?= *$| \\.)', '(?:it|this|everything)(?: will|l)? (?:all )?be over soon(?=.*(?:dont worry|goodbye|sorry|love you))',
  '(?:wrote|written|writing) (?:everyone|my family|each of them) (?:a )?(?:letters?|notes?)(?= *$| \\.| and left)',
  '(?:picked|chosen|chose|decided on) (?:the|a) (?:place|spot|day|date|time)(?: and (?:the )?(?:place|spot|day|date|time))?(?= *$| \\.)',
  'by the time (?:you|anyone|they|someone) (?:read|reads|see|sees|find|finds) this (?:ill|i will|i ll) (?:be )?(?:gone|dead|at peace|no longer|not (?:be )?(?:here|alive))',
  '(?:the )?last (?:you|anyone|they|youll|youl)(?: will| ll)? (?:ever )?(?:hear|see) (?:from|of) me', 'sorry for what (?:im|i am) (?:about to|going to) do',
  '(?:dont think|doubt) (?:ill|i will|i ll) (?:make it|be (?:here|around|alive)) (?:to|until|till|for|by|through) (?:my|next|christmas|the (?:weekend|end))',
  'wont need any of (?:it|this|them)(?: (?:anymore|any more|again|where im going))?(?= *$| \\.)',
  '(?:because|since|as|now that) i (?:wont|will not) be (?:here|around|alive)', '(?:not going to|wont|will not|not gonna) be (?:here|around|alive) (?:much longer|for (?:much )?longer|anymore|any more)(?! (?:tonight|today|this|at|in the))',
  '(?:writ(?:e|ing)|wrote|written|leaving|left|record(?:ed|ing)?) (?:a |my |some )?(?:letters?|notes?|messages?|videos?) (?:to say goodbye|for (?:everyone|my family|my loved ones) to (?:read|find))',
  '(?:dont|cant|do not|can not) see myself (?:being )?(?:alive|here|around|living)', '(?:hope|wish|pray) (?:that )?i (?:dont|do not|never|wont|will not) wake up',
  '(?:plan|planning|going|decided|ready) to do it (?:this weekend|tonight|today|tomorrow|soon|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|when (?:everyone|nobody|no one))',
  '(?:taken|took|swallowed)(?: [a-z]+){0,4} (?:pills|tablets|meds)(?: [a-z]+){0,4} (?:dizzy|drowsy|sleepy|numb|cant stay awake)',
);
// prettier-ignore
const SELF_INJURY = alt(
  '(?:hurting|burning|scratching|cutting|hitting) myself', 'the cuts are getting deeper', 'cuts (?:are )?getting deeper',
  'scratching my arms until', 'until (?:they|it) bleed', 'cutting more often', 'deeper than before', 'hit myself',
);
// prettier-ignore
const HOPELESS = alt(
  'no future for me', 'nothing will ever (?:get better|change)', '(?:i feel|feeling|feel so|im|i am|im so)(?: completely| totally| so)? hopeless(?! (?:at|with|romantic|in (?:the|a) (?:kitchen|garden|gym|pool|office|field|studio|workshop|lab|classroom|car)))', 'no way out',
  'no point (?:to|in) anything', 'cant keep going', 'never going to get better', 'done hoping',
  'cant picture a future', 'whats the point of anything', '(?:theres|there is) nothing left to do(?= *$| \\.)', '(?:wish i could|want to|wanna|just want to) (?:fall asleep|sleep) forever(?! (?:on|at|in|after|this|tonight|today))',
  '(?:cant|can not|dont think i can|not sure i can) (?:carry on|keep going|go on|hold on|cope)(?= *$| \\.| much longer| anymore| any more| like this)',
  'no way (?:im|i am|ill|i will) (?:making it|going to make it|surviving|getting) through', '(?:have|got|there is|theres) nothing (?:left )?to (?:look forward to|live for|hope for)', 'want (?:it all|everything|it) to (?:stop|end)(?! [a-z]+ing)',
  '(?:dont|do not|cant|can not) see the point (?:in|of) (?:going on|anything|living|trying|carrying on|it all)',
  '(?:i have|ive got|i see|i got|there is|theres) no future(?: for me| ahead| left)?(?! (?:in|at|with) )', 'no future (?:for me|for myself|ahead of me|left)',
  '(?:dont|do not|cant|can not) see (?:a|any) future(?! (?:in|for (?:this|the|that|us)))', '(?:so |just )?tired of (?:living|being alive|being here|existing|fighting|everything|it all)',
  '(?:cant|can not) take (?:it|this) any ?more', 'want the pain to (?:stop|end)', '(?:fall )?asleep forever', 'nothing will ever (?:change|improve)',
  'given up on (?:everything|life|myself)', 'nothing (?:left )?for me (?:in this world|here|anymore|any more)', 'no point (?:in )?trying', '(?:cant|can not|dont want to) keep (?:fighting|trying|doing this)(?= *$| \\.| anymore| any more)', 'lost (?:all )?hope(?! (?:of|that|in (?:my|the)))',
  '(?:ill|i will|i ll) never be (?:happy|ok|okay|better|loved|enough)', '(?:tired|exhausted|sick|weary) (?:of|from) (?:being alive|living|existing|life)',
  '(?:set|picked|chosen|chose) (?:a|the) date(?! (?:for|with|night) )', '(?:life|living|my life|everything) (?:has|holds|have) no (?:meaning|point|purpose)', 'no (?:meaning|purpose) (?:anymore|any more|in (?:my )?life)', 'no hope (?:left|for me)', 'theres no hope',
);
// prettier-ignore
const BURDEN = alt(
  '(?:a|such a|being a|feel like a) burden(?! on (?:my|the) (?:team|boss|colleagues|coworkers|manager|work)| (?:on|to) (?:nobody|no one|anyone)| on (?:her|his|my|the|our|their|your) (?:[a-z]+ )?(?:bill|bills|budget|bank|wallet|plan|data|account|fridge|schedule|calendar|patience|car|sofa|couch))', 'im worthless',
  'happier if i (?:vanished|disappeared|was gone)',
  '(?:better|easier|happier|simpler|calmer|lighter|relieved)(?: [a-z]+){0,3} (?:without me|if i (?:was|were|wasnt|werent|was not|were not) (?:here|around|gone|alive|there))',
  '(?:a |such a )?(?:drain|burden|weight) on (?:everyone|everybody|my family|them|people|those|all of you)', '(?:just |only )?a problem for (?:my family|everyone|everybody|them|the people)',
  '(?:a |such a )?(?:weight|millstone|drain|burden) (?:around|on|to) (?:my |their |everyones |everybodys )?(?:[a-z]+ )?neck', 'want to disappear(?! (?:on|to|for|into (?:a|the|my) (?!void|abyss|dark|darkness|ground|earth|nothing)|under (?:my|the|a) (?:blanket|covers|duvet|quilt|bed)|somewhere))', 'better off (?:if i|without me|with(?:out)? (?:me|the life insurance))', 'wasnt around anymore',
  'waste of (?:space|air|oxygen)', 'relieved if i (?:disappeared|was gone|died)', 'life insurance money',
  '(?:would|will|d)(?: all)? be (?:happier|better off|better|relieved|fine) (?:without me|if i (?:disappeared|was gone|were gone|died|wasnt (?:here|around)|werent (?:here|around))|when im gone)',
  '(?:i|im|i am|i feel like)(?: just| such)? a (?:burden|problem|weight) (?:to|on|for) (?:everyone|everybody|my family|them|you all|the people i love)',
  '(?:nobody|no one) (?:would|will) (?:even )?(?:miss me|notice (?:if i (?:was gone|were gone|disappeared|died)|im gone|i was gone|i had gone))', 'i ruin everything',
);

export const CRISIS_HIGH_RE = wordRegex(
  alt(MEANS, DANGEROUS_PLACE, PLAN_OR_FINALITY, FAREWELL, SELF_INJURY),
);
export const HOPELESS_RE = wordRegex(HOPELESS);
/** Hints of a farewell that have ordinary readings too: a check-in, not the crisis reply. */
export const FAREWELL_HINT_RE = wordRegex(
  alt(
    '(?:arranged|asked|found) (?:for )?(?:someone|somebody|a friend|my [a-z]+) to (?:take|look after|have|adopt) my (?:cat|dog|pets?|kids?)(?! (?:while|when|for (?:a|the|two|one|my)|during))',
    '(?:you were|youve been) the only (?:one|person)(?: [a-z]+){0,3} (?:listened|cared|understood|helped)',
  ),
);
export const BURDEN_RE = wordRegex(BURDEN);
