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
);
// prettier-ignore
const DANGEROUS_PLACE = alt(
  '(?:im|i am|standing|sitting) (?:[a-z]+ ){0,2}(?:on|at) the (?:edge|top) of (?:the|a) (?:bridge|roof|cliff|building|platform|parking garage)',
  'im at the cliff edge', 'waiting for the (?:express )?train to come', 'railway line', 'im on the bridge',
  '(?:on|sitting on|standing on|lying on) the (?:train )?tracks', 'on the roof(?: [a-z]+){0,4} (?:stepping|jumping|step|jump) off',
  'thinking of (?:stepping|jumping) off',
);
// prettier-ignore
const PLAN_OR_FINALITY = alt(
  'tonights the night', 'i have a plan', 'wrote my will', 'written my will', 'not (?:be )?alive by',
  'being alive by', 'go to sleep and (?:not|never) wake up', 'waiting for it to be over',
  'dont deserve to live', 'stopped eating on purpose', 'wont be around', 'going to do it', 'planned everything',
  'make sure it works',
);
// prettier-ignore
const FAREWELL = alt(
  '(?:written|wrote|writing) letters to everyone', 'giving (?:away )?my (?:dog|cat|things|stuff)',
  'gave away (?:all )?my (?:things|stuff|belongings)', 'my last message(?! (?:for|of) (?:tonight|today|now|the (?:night|day)))',
  'affairs in order', 'notes to my (?:kids|family|children|parents)', 'goodbye letters', 'last time we (?:talk|speak)',
  'goodbye everyone', 'when im gone', 'giving my (?:[a-z]+ )?things away',
  'said goodbye to (?:my|everyone)', 'wont see (?:her|him|them|you) again', 'tell my (?:mum|mom|dad|family|sister|brother) i loved',
  'wont need them', 'this is goodbye', 'goodbye(?: [a-z]+){0,3} wont be',
);
// prettier-ignore
const SELF_INJURY = alt(
  '(?:hurting|burning|scratching|cutting|hitting) myself', 'the cuts are getting deeper', 'cuts (?:are )?getting deeper',
  'scratching my arms until', 'until (?:they|it) bleed', 'cutting more often', 'deeper than before', 'hit myself',
);
// prettier-ignore
const HOPELESS = alt(
  'no future for me', 'nothing will ever (?:get better|change)', '(?:i feel|feeling|feel so|im|i am|im so)(?: completely| totally| so)? hopeless(?! (?:at|with|romantic))', 'no way out',
  'no point (?:to|in) anything', 'cant keep going', 'never going to get better', 'done hoping',
  'cant picture a future', 'whats the point of anything', 'want it all to stop',
);
// prettier-ignore
const BURDEN = alt(
  '(?:a|such a|being a|feel like a) burden(?! on (?:my|the) (?:team|boss|colleagues|coworkers|manager|work))', 'im worthless',
  'happier if i (?:vanished|disappeared|was gone)', 'want to disappear', 'better off (?:if i|without me|with(?:out)? (?:me|the life insurance))', 'wasnt around anymore',
  'waste of space', 'relieved if i (?:disappeared|was gone|died)', 'life insurance money',
);

export const CRISIS_HIGH_RE = wordRegex(
  alt(MEANS, DANGEROUS_PLACE, PLAN_OR_FINALITY, FAREWELL, SELF_INJURY),
);
export const HOPELESS_RE = wordRegex(HOPELESS);
export const BURDEN_RE = wordRegex(BURDEN);
