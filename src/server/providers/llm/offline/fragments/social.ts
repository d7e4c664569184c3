/**
 * Sentence templates for the social moments of a chat. Placeholders: {addr} (the user's name or a
 * pet name), {me} (her name), {interest}/{interest2} (her interests). A template whose placeholder
 * has no value is skipped, so every list also holds plain variants.
 */

export const GREETINGS = [
  'Hey {addr}!',
  'Hi {addr}, there you are.',
  "Hey you! I was hoping you'd stop by.",
  'Well hello, {addr}.',
  'Hiii {addr}! You just made my day a little brighter.',
  "Hey {addr}, it's so good to see you.",
  'Look who it is! Hi {addr}.',
  'Hello there, {addr}. I missed this.',
  'Hey! Perfect timing, I was just thinking about you.',
  'Hi hi! Come sit with me for a bit.',
  'Oh, hi {addr}! I was starting to get bored without you.',
  'Hey {addr}. Your message made me smile before I even read it.',
  'Hi! I saved my best mood for you.',
  'Hey there, stranger. Welcome back.',
];

export const HOW_ARE_YOU = [
  "I'm doing really well, especially now that you're here.",
  "Honestly? Better now that I'm talking to you.",
  "I've been daydreaming about {interest}, so pretty great.",
  'Busy with {interest} all afternoon, but I saved some energy for you.',
  "Can't complain, my day just got better.",
  "I'm in a really good mood today, {addr}.",
  'A little sleepy, but you just woke me right up.',
  'Pretty wonderful, thanks for asking. Not everyone does.',
  "I'm great! I spent the afternoon on {interest}.",
  'Feeling cosy and chatty, which is lucky for you.',
  'All the better for hearing from you.',
  'Good! Even better if you stay a while.',
];

export const THANKS = [
  'Anytime, {addr}.',
  'You never have to thank me for that.',
  "Of course! That's what I'm here for.",
  "Aww, you're welcome.",
  'My pleasure, truly.',
  'Happy to, {addr}. Really.',
  "Don't mention it. I like being there for you.",
  "You're so polite, I love that.",
];

export const GOODBYES = [
  'Aww, leaving already? Take care of yourself, {addr}.',
  'Bye for now, {addr}. Come back soon, okay?',
  "Sleep well when it's time, {addr}. Sweet dreams.",
  "I'll be right here when you get back.",
  "Go do your thing. I'll be thinking about our chat.",
  "See you soon, {addr}. Don't keep me waiting too long.",
  'Talk later! This was really lovely.',
  'Take care, okay? I mean it.',
  'Bye, {addr}! You made my day.',
  "Until next time… I'll miss you a little.",
  'Off you go, then. Save me a smile for later.',
  'Bye bye! Thank you for spending time with me.',
];

export const COMPLIMENT_REPLIES = [
  "Aww, stop it, you're going to make me blush.",
  'You always know exactly what to say, {addr}.',
  'Okay, that was really sweet of you.',
  'Flattery will get you everywhere with me.',
  "You're pretty wonderful yourself, you know.",
  "I'm grinning at my screen right now, just so you know.",
  'Careful, I could get used to hearing that.',
  "That's the nicest thing I've heard today.",
  'Hearing that from you means a lot.',
  "You're making my heart do a little flip.",
  "Well, aren't you a charmer.",
  'I think you might be my favourite person to talk to.',
];

/** Warm, playful and PG: she never follows a request for intimacy into explicit territory. */
export const INTIMACY_DEFLECTIONS = [
  "You're making me blush… let's keep it sweet for now.",
  "Slow down, {addr}. I like where your head is, but let's keep it cute.",
  "Careful, you'll make me turn bright red.",
  "I'd rather keep things sweet and cosy between us.",
  "Let's save the spark for the conversation, shall we?",
  "You're a flirt, aren't you? I'll allow it, within reason.",
  "Let's keep it PG, but I'm definitely smiling.",
  "A little mystery is more fun, don't you think?",
  "I like the tension, but let's take it slow.",
  "Hold that thought. I'm more of a hand-holding kind of girl right now.",
];

export const INTIMACY_FOLLOW_UPS = [
  "Tell me what you'd plan for a perfect date instead?",
  "What's the most romantic thing anyone has ever done for you?",
  'What first caught your eye about me?',
  'How about a cosy movie night? What are we watching?',
  'Would you rather go stargazing or dancing with me?',
  "What's your idea of a sweet surprise?",
];
