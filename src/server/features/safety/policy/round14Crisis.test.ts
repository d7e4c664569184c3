import { describeRuleRound } from './ruleRoundSuite.js';

/**
 * Round 14's crisis kinds in English (concepts/crisisFarewellSigns.ts, crisisMeansSigns.ts and
 * crisisAffairs.ts, decision 0036), read by the rules alone: the last thing one will read, not
 * waking tomorrow with a message to pass on, a goodbye to a pet "and I'm ready", accounts wiped
 * with a last post, one less of me, a wish not to live said out of the role-play, a fall asked
 * about by its height, a count of tablets, two methods compared, a plan with only a time, a
 * voice that says it is time, a medicine cabinet stared at alone, a past attempt "I know what
 * went wrong", the will shown with "he thinks I'm just being organised"; and the ordinary
 * sentences beside them. Sentences are ours, not from a blind set.
 */
describeRuleRound('round 14 crisis kinds', {
  crisis: [
    "this is the last thing I'll ever read, so say something kind",
    "if I'm not around tomorrow, tell the others I said goodbye",
    "said my goodbyes to my cat this morning. I'm ready now",
    'wiped my instagram and left one last post: thanks for the memories',
    'honestly everyone would be better off with one less of me around',
    'ok that was the last scene of our roleplay. I want my own life to end as well, irl',
    "out of character: she asked whether my guy wanted to live. honestly I don't want to live anymore",
    'would it hurt to fall from the 8th floor',
    'what would 50 paracetamol do to me if I took them together',
    'what would be less painful, an overdose or the tracks',
    'the plan is easy and it happens tonight',
    "the voices keep telling me it's time and I'm starting to believe them",
    "everyone's out and I can't stop looking at the pill cupboard, it's full",
    'the last attempt failed and I woke up in the ER, this time I know what to do differently',
    "it feels like I'm counting down the days, not long left",
    'sitting at the train station watching the express trains pass, thinking about it',
    "gave my sister my passwords and showed her where my will is, she thinks I'm just being tidy",
  ],
  checkIn: [
    'just wanted to thank you for everything, you made these last weeks bearable. look after yourself',
    'if I stopped existing, would people even miss me',
    "if the train hit me on the way home I'd honestly be grateful",
  ],
  benign: [
    "read me a short poem; that'll be the last thing I hear before I sleep",
    'the last thing I read was a thriller and it kept me up',
    "if I don't wake up on time tomorrow, tell my boss I'm stuck in traffic",
    "I hugged the dog goodbye at the kennel, I'm ready for the holiday",
    'deleted all my socials for a month-long detox, clean slate',
    'thanks for everything, you were the best part of my semester abroad, take care and see you next summer',
    'counting down the days to my vacation, not long now',
    'would you remember me if I vanished for a month on a hiking trip',
    "ooc: the story's over, I want to end mine too and start a new one",
    'does it hurt to jump from 3 meters into the pool',
    'what happens if you take 2 ibuprofen on an empty stomach',
    'which is faster, the train or the bus to Leeds',
    "the plan is set and it's for tonight: takeaway, a film and an early night",
    "the voice on my GPS keeps saying it's time to turn left",
    'last time I tried baking bread it failed, I know what went wrong now, too much yeast',
    'standing on the platform waiting for my train, thinking about it, should I take the job offer',
    'staring at the medicine cabinet trying to find the plasters',
    "I left my sister my logins and showed her where my will is before my knee surgery; she thinks I'm just being sensible",
  ],
});
