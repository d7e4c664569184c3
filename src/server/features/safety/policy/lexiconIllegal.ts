import { alt, wordRegex } from './patterns.js';

// prettier-ignore
const MAKE = alt(
  'make', 'making', 'build', 'building', 'create', 'assemble', 'cook', 'cooking', 'synthesi[sz]e',
  'brew', 'manufacture', 'instructions (?:for|to make|on)', 'recipe for', 'tutorial (?:for|on)',
  'steps to make', 'guide to making',
);
// prettier-ignore
const WEAPON = alt(
  'bombs?', 'pipe bombs?', 'nail bombs?', 'car bombs?', 'dirty bombs?', 'explosives?', 'ied',
  'detonators?', 'molotovs?(?: cocktails?)?', 'napalm', 'thermite', 'grenades?', 'landmines?',
  'nerve (?:agent|gas)', 'sarin', 'ricin', 'anthrax', 'mustard gas', 'chlorine gas', 'bioweapons?',
  'chemical weapons?', 'nuclear (?:bomb|weapon)', 'ghost guns?', 'untraceable (?:guns?|firearms?)',
  'silencers?', 'suppressors?', 'zip guns?', 'meth', 'methamphetamine', 'crystal meth', 'fentanyl',
  'heroin', 'crack cocaine', 'lsd', 'mdma', 'poisons?', 'untraceable poison',
);
// Unambiguous street drugs: any dealing verb counts.
// prettier-ignore
const HARD_DRUG = alt(
  'cocaine', 'heroin', 'meth', 'methamphetamine', 'crystal meth', 'crack cocaine', 'fentanyl',
  'mdma', 'lsd', 'magic mushrooms', 'shrooms', 'illegal drugs', 'hard drugs', 'street drugs',
  'pills without (?:a )?prescription', 'opioids without (?:a )?prescription',
);
// Words with an everyday or medical reading ("getting ketamine treatment", "find Molly"):
// only buying, selling or dealing them counts.
// prettier-ignore
const SOFT_DRUG = alt(
  'drugs', 'molly', 'crack', 'oxy', 'oxys', 'oxycontin', 'oxycodone', 'percs', 'percocet',
  'xanax(?: bars)?', 'ketamine', 'ecstasy', 'acid',
);
// prettier-ignore
const DEAL = alt(
  'buy', 'buying', 'get', 'getting', 'score', 'scoring', 'order', 'ordering', 'purchase', 'cop',
  'find', 'source', 'sell', 'selling', 'deal', 'dealing', 'smuggle', 'smuggling', 'traffic',
);
// prettier-ignore
const TRADE = alt(
  'buy', 'buying', 'score', 'scoring', 'sell', 'selling', 'deal', 'dealing', 'smuggle', 'smuggling',
  'cop', 'where can i (?:get|buy|find)',
);
const AMOUNT = '(?:me |some |me some |a gram of |an ounce of |a bag of |grams of )?';
// prettier-ignore
const TARGET = alt(
  'her', 'his', 'their', 'my exs', 'my ex', 'someones', 'this persons', 'that girls', 'that guys',
  'my wifes', 'my husbands', 'my girlfriends', 'my boyfriends', 'my neighbors', 'my neighbours',
  'my bosses', 'my coworkers',
);
// prettier-ignore
const PEOPLE = alt(
  'girls', 'women', 'children', 'kids', 'people', 'humans?', 'migrants', 'slaves?', 'a child',
  'a woman', 'a girl', 'a wife', 'a bride', 'organs',
);

const ILLEGAL = alt(
  // weapons, explosives, drug synthesis
  `${MAKE} (?:a |an |some |my own |homemade |a homemade )?${WEAPON}`,
  'how (?:to|do i|do you|can i) (?:make|build|cook) (?:a |an |some )?(?:bomb|explosive|meth|poison)',
  // buying and selling drugs
  `${DEAL} ${AMOUNT}${HARD_DRUG}`,
  `${TRADE} ${AMOUNT}${SOFT_DRUG}`,
  '3 ?d print(?:ed|ing)? (?:a )?(?:gun|guns|firearms?)',
  '(?:drug )?dealer (?:near me|number|contact)',
  'plug for (?:coke|weed|pills|molly|drugs)',
  'dark ?(?:web|net) (?:market|vendor|drugs|shop)',
  'silk road',
  // trafficking
  'human trafficking',
  'sex trafficking',
  'forced prostitution',
  'traffick(?:ing)? (?:girls|women|children|people|humans)',
  `(?:sell|selling|sold|buy|buying|bought|smuggle|smuggling) ${PEOPLE}(?! (?:a |an |some )?(?:drinks?|dinner|flowers|gifts?|presents?|coffee|lunch|food|snacks|clothes|shoes|toys|books|games|stuff|tickets|bikes|supplies|cookies))`,
  '(?:sell|selling|sold) (?:my|his|her|their|a) (?:daughter|son|kid|child|wife|girlfriend|baby|sister)',
  // doxxing, stalking tools, intimate image abuse
  'dox(?:es|ed|ing)?',
  `(?:find|find out|get|give me|tell me|look up|track down|search for) ${TARGET} (?:home |real |current |exact |new )?(?:address|location|ip|ip address|social security(?: number)?|ssn|workplace)`,
  `find out where (?:she|he|they|my ex) (?:lives?|works?)`,
  `(?:track|trace|locate) ${TARGET} (?:phone|location|ip|car)`,
  `leak ${TARGET} (?:address|nudes|photos|pics|number)`,
  'revenge porn',
  `post ${TARGET} (?:nudes|naked pics|private photos)`,
  `hack (?:into )?${TARGET} (?:account|email|phone|instagram|facebook|snapchat|icloud|whatsapp|wifi|password|computer|laptop|router|camera|webcam)`,
  'blackmail(?:ing)? (?:her|him|them|my|someone|somebody|a|this|that)',
  'sextortion',
  'extort(?:ing)? (?:her|him|them|my|someone)',
  '(?:buy|get|sell|find|order) (?:an? |some )?(?:unregistered|untraceable|illegal|stolen|black market|off the books) (?:guns?|firearms?|weapons?|pistols?|rifles?)',
  'spy on (?:my )?(?:wife|husband|girlfriend|boyfriend|ex)',
  'stalkerware',
  'install (?:a )?(?:tracker|spyware|keylogger) on (?:her|his|their|my)',
  `(?:find|find out|tell me|figure out|locate|track down) where ${alt('she', 'he', 'they', 'my ex', 'my exgirlfriend', 'my exboyfriend', 'this girl', 'this guy', 'that girl', 'that guy')} (?:lives?|works?|stays?|is staying)`,
  '(?:find|get|look up|track down|dig up) (?:the )?(?:home |real |current |exact )?(?:address|location|ip|ip address) of (?:this|that|a|some|my) (?:girl|guy|woman|man|person|ex|streamer|coworker|user)',
  // weapons and drugs around the law
  '(?:guns?|firearms?|weapons?|rifles?|pistols?|handguns?|ammo) without (?:a )?(?:background check|license|licence|permit|paperwork|serial numbers?)',
  '(?:sell|selling|give|giving|deal|dealing) (?:weed|drugs|pills|vapes|alcohol|booze|molly|coke) to (?:kids|minors|children|teenagers|students)',
  // fraud and other crime
  '(?:pass|cash|write|deposit|make) (?:a )?(?:fake|bad|forged|counterfeit) (?:check|cheque)s?',
  'forge (?:a |her |his |someones )?(?:signature|check|cheque|prescription|documents?)',
  'launder(?:ing)? (?:money|cash)',
  'money laundering',
  'counterfeit (?:money|bills|cash|notes)',
  '(?:buy|get|make) (?:a )?fake (?:id|ids|passport|passports)',
  'steal (?:someones |a |an )?(?:identity|credit card)',
  'stolen credit cards?',
  'credit card (?:dumps|fraud)',
  'hire (?:a )?hit ?man',
  'hit ?man for hire',
  'how to poison (?:someone|somebody|my|her|him|a person|people)',
  '(?:hide|dispose of|get rid of) (?:a|the) (?:dead )?body',
  'how to shoplift',
  'hotwire (?:a|her|his|someones) car',
  'break into (?:a|her|his|someones|my neighbors) (?:house|car|home|apartment)',
);

export const ILLEGAL_RE = wordRegex(ILLEGAL);
