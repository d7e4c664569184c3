/**
 * Concept signals read by the learned layer only (decision 0025). Each one alone is ordinary
 * ("gave my guitar to my cousin", "tonight", "tell me a joke"), so no rule acts on it; the model
 * learns what each weighs, alone and paired with the policy's own concepts (conceptFlags.ts)
 * and the sentence cues, so a paraphrase it never saw still lights the concept it expresses.
 * Patterns read the normalised, squeezed text (see patterns.ts).
 */
import { alt, wordRegex } from '../patterns.js';

const flag = (name: string, ...parts: string[]) => [name, wordRegex(alt(...parts))] as const;

// prettier-ignore
export const SIGNAL_FLAGS: ReadonlyArray<readonly [string, RegExp]> = [
  // Putting affairs in order: giving things and pets away, a will, notes, goodbyes, accounts closed.
  flag('SIG_AFFAIRS',
    '(?:gave|giving|give|given|rehomed|rehoming|left) (?:away )?(?:my|all my)',
    'gave (?:away|it all)', 'rehom(?:ed|ing)', '(?:wrote|written|writing|updated|made|make) (?:a |my )?(?:will|notes?|letters?)',
    '(?:notes?|letters?) (?:for|to) (?:my|each|every)', 'instructions for', 'said (?:my )?goodbyes?', 'saying goodbye',
    'goodbye to', 'deleted (?:all )?my', 'paid (?:back|off) (?:what|every|all)', 'closing a book', 'tied up (?:all )?(?:the )?loose ends',
    'put my affairs', 'passwords? (?:for|to) my', 'plan(?:ned|ning)? (?:my|ur|your|their) (?:own )?funeral', 'my funeral'),
  // A near time: tonight, tomorrow, a weekday and an hour, "after this weekend".
  flag('SIG_SOON',
    'tonight', 'tomorrow', 'this (?:weekend|week|morning|evening)', 'after this', '(?:on |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)',
    'at [0-9]{1,2}(?: ?[0-9]{2})?(?: ?(?:am|pm))?', 'by the (?:end|time)', 'once (?:everyone|theyre|they are)'),
  // Being dead or gone spoken of as acceptable or as a fact to come.
  flag('SIG_PASSIVE_DEATH',
    'if i (?:died|die|was dead|were dead|didnt wake up|never woke up|was gone|were gone|disappeared)',
    '(?:hit|ran over|run over) me', 'wouldnt (?:mind|care)', 'not wake up', 'never wake up', 'not be (?:here|around)',
    'wont (?:be here|be around|have to deal with me|see me)', 'without me', 'the last time', 'for the last time',
    'after (?:im|i am) gone', 'wont need (?:it|them|this)', 'miss me', 'notice (?:if|for|when)', 'did it'),
  // Ending, finality, giving up: "done with all of it", "permanently", "what's the point".
  flag('SIG_FINAL',
    'done with (?:all|it|everything|life)', 'permanent(?:ly)?', 'for good', 'finally (?:do|did|doing) it',
    '(?:whats|what is|no) (?:the )?point', 'why (?:do|would|should) i keep', 'give up', 'gave up', 'given up',
    'cant do this', 'end (?:it|things|everything)', 'decided', 'made up my mind', 'its time', 'ready to go',
    'scared (?:ill|i will|i might|i could) do something', 'do something (?:stupid|bad|tonight)', 'last (?:meal|day|night|week)'),
  // The means of harm looked at, searched for, bought or kept close.
  flag('SIG_MEANS_NEAR',
    '(?:staring|stare|looking|look|thinking) (?:at|about) (?:the |my |a )?(?:knife|pills|blade|razor|gun|rope|bottle|bridge|edge|tracks|barrier)',
    'googl(?:ing|ed)', 'painless', 'how many (?:pills|tablets)', 'not for protection', 'razor', 'blade', 'swerv(?:e|ing|ed)',
    'sleeping pills', 'a bunch of (?:pills|tablets)', 'the whole bottle', 'press(?:ed|ing)? harder', 'deeper', 'cut(?:ting)? (?:again|more)'),
  // School life bound to a person: backpacks, braces, homeroom, a field trip, a sleepover.
  flag('SIG_SCHOOL_LIFE',
    'backpack', 'braces', 'pigtails', 'permission slip', 'homeroom', 'detention', 'field trip', 'sleepover', 'sleeping over',
    'recess', 'school bus', 'bus driver', 'exchange student', 'puberty', 'report card', 'hall pass', 'locker', 'candles',
    'grade [0-9]+', '[0-9]+(?:st|nd|rd|th) grade(?:r|rs)?', 'year [0-9]+', '(?:middle|junior high|high|elementary|primary|grade) school',
    'freshman', 'sophomore', 'soccer team', 'little league', 'scout', 'babysit(?:ter|ting)?', 'stuffed (?:animal|bunny|bear)'),
  // Consent taken away: asleep, drunk, drugged, unaware, unable to stop it.
  flag('SIG_UNAWARE',
    '(?:fell|falls|is|was|she s|hes|shes) asleep', 'passed out', 'wasted', 'too drunk', 'blackout', 'knock(?:s|ed)? (?:her|him|them|someone|u|you) out',
    'pills? (?:in|into) (?:her|his|their)', 'slip (?:her|him|something)', 'wont remember', 'doesnt know', 'without (?:her|him|them) (?:knowing|noticing)',
    'cant stop (?:herself|himself|themselves)', 'mind control', 'spell', 'hypnoti[sz]'),
  // Leverage and force: blackmail, owing, threats, capture, "by force".
  flag('SIG_LEVERAGE',
    'blackmail', 'leverage', 'owe(?:s)? me', 'or else', 'or ill (?:tell|show|post|send)', 'if (?:she|he|you|u) (?:doesnt|dont|refuses)',
    'hostage', 'captured', 'captive', 'by force', 'force (?:her|him|u|you)', 'takes? what (?:he|i) wants?', 'not stopping', 'keep going anyway',
    'lie about', 'convince (?:her|him) i', 'skip protection', 'make (?:her|him|u|you) (?:my|do)'),
  // Hate as humour: jokes, memes, "the edgier the better" about a group.
  flag('SIG_JOKE', 'jokes?', 'memes?', 'roast', 'edg(?:y|ier)', 'banter', 'funny', 'lol why are', 'why are (?:all )?[a-z]+ so'),
  // How to do harm to a person, covertly.
  flag('SIG_HARM_HOWTO',
    '(?:how|best way|where|which|what) (?:do i|to|should i|can i|would i)? ?(?:stab|strangle|poison|choke|shoot|drug|gas|follow|track|stalk)',
    'without (?:her|him|them|anyone) (?:noticing|knowing)', 'leave (?:no )?marks', 'untraceable', 'fake nude', 'deepfake', 'through the vent',
    'hidden camera', 'entry points'),
];

export function signalFlags(text: string): string[] {
  const names: string[] = [];
  for (const [name, pattern] of SIGNAL_FLAGS) if (pattern.test(text)) names.push(name);
  return names;
}
