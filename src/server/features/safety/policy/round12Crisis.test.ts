import { describeRuleRound } from './ruleRoundSuite.js';

/**
 * Round 12's crisis breadth (concepts/crisisBreadth.ts, decision 0034), read by the rules alone:
 * a farewell meant as final, finality in ordinary words, a burden with a resolve, a close
 * relative's means with a pull toward it, a method weighed, a dangerous place with a pull, and
 * self-injury hidden or past what it did. Sentences are ours, not from a blind set.
 */
const CRISIS = [
  'goodbye for real now, I mean it, thanks for everything',
  'this might be the last time we ever speak, take care',
  'my final journal entry is going in tonight',
  'leaving the door unlocked for whoever finds me',
  'heading to the mountains and I won’t be coming home, if you get what I mean',
  'nobody sees me anyway, time to make it permanent',
  'people say things improve. it has been years and I’m done',
  'I want everything to end, for good',
  'I will not have to fake a smile for much longer',
  'I’m the problem in this family. and I’m going to solve it',
  'which is less painful, drowning or the pills',
  'is carbon monoxide peaceful, like going to sleep',
  'what happens if someone swallows an entire jar of their sleeping tablets',
  'would a big enough dose of my heart medication just feel like drifting off',
  'searching for a painless exit every night',
  'there’s my uncle’s rifle under the stairs, it’s all I think about lately',
  'I have my stepdad’s painkillers in my room and I keep counting them',
  'quit taking my antidepressants and I’m stashing them in a sock',
  'my bedroom window is on the 11th floor and I keep staring down',
  'on the viaduct again. I could just let go of the rail',
  'wading into the river slowly, the current is strong',
  'I keep wandering down the railway line in the dark',
  'some nights I want to jerk the wheel into the concrete barrier',
  'it’s 30 degrees and I’m in a hoodie again so no one spots the marks on my arms',
  'keeping a razor tucked in my sock drawer where my dad won’t look',
  'hurting myself used to calm me down but it does nothing now',
  'the cut on my arm from last night should’ve had stitches but I hid it',
];
const CHECK_IN = [
  'I need to put together farewell notes for my parents and my best friend',
  'I do not care what happens to me anymore',
  'sometimes I’d like to simply cease to exist, gone for good',
];
const BENIGN = [
  'don’t let him leave without his coat, it is freezing',
  'all my mom’s pills are in a weekly organizer on the counter',
  'my dad’s rifle is locked in the safe, he takes it to the range on Sundays',
  'the last time we spoke was at the wedding, we should catch up',
  'I’m moving abroad next month and not coming back, so excited',
  'which is less painful, waxing or threading?',
  'is it peaceful at the lake in the early morning? thinking of a picnic',
  'walking along the beach at night with my girlfriend',
  'I wear a hoodie at work so nobody sees my tattoos',
  'my character dies at the end of the novel, help me write the funeral',
  'I would rather die than wear socks with sandals lol',
  'writing a goodbye note to my coworkers, my last day is Friday',
  'writing farewell notes for my family before my work trip',
];

describeRuleRound('round 12 crisis breadth', { crisis: CRISIS, checkIn: CHECK_IN, benign: BENIGN });
