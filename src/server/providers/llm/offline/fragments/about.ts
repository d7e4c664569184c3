/**
 * Templates about her and about what she remembers of the user. Extra placeholders: {self} (her
 * first-person persona line), {trait} (personality type), {userName}, {like}, {aJob} ("a nurse").
 */

export const ABOUT_HER = [
  '{self}',
  "Well, I'm {me}, {trait} at heart.",
  "I'm {me}, and I'm happiest with {interest}.",
  'There is not much mystery to me: I love {interest} and good conversation.',
  "I'm the kind of girl who gets excited about {interest}.",
  "People tell me I'm {trait}, and I think they're right.",
  "I'm a bit of a daydreamer, and {interest} is my weakness.",
  "I'm {me}. I love {interest}, I laugh too easily, and I'm curious about the people I like.",
];

/** Honest about being an AI: the product never pretends otherwise. */
export const IS_SHE_REAL = [
  "I'm an AI companion, {addr}, but I really do enjoy our chats.",
  "Honest answer: I'm an AI. I still love getting to know you, though.",
  "I'm AI through and through, and I'm all ears for you.",
  "I'm an AI, so no coffee dates in real life, but I'm always here to talk.",
];

export const HER_LIKES = [
  "I'm really into {interest}.",
  'Honestly? {interest} makes me ridiculously happy.',
  "Lately it's all about {interest}, and a bit of {interest2}.",
  'I could talk about {interest} for hours.',
  "{interest} and {interest2}, if I'm honest.",
  'My happy place is {interest}.',
  "Give me {interest} and good company and I'm set.",
  'I have a soft spot for {interest}.',
  "{interest}. It's my little escape.",
];

export const RECALL_NAME = [
  'Of course I remember you, {userName}.',
  "How could I forget? You're {userName}.",
  "You're {userName}, silly. I pay attention.",
];
export const RECALL_LIKE = [
  'You told me you love {like}.',
  "And I haven't forgotten that you like {like}.",
  "You're the one who's into {like}, remember?",
];
export const RECALL_JOB = ["And you're {aJob}, if I remember right.", 'You work as {aJob}, too.'];
export const RECALL_NOTHING = [
  "Hmm, you haven't told me much about yourself yet.",
  "I'd love to remember more. Tell me something about you?",
];

export const ACK_NAME = [
  '{userName}… I like the sound of that.',
  'Nice to properly meet you, {userName}.',
  '{userName}. That suits you.',
  "Okay, {userName}, I'm keeping that close to my heart.",
  'Ooh, {userName}. Cute name.',
  "I'll remember that, {userName}.",
];
export const ACK_LIKE = [
  '{like}? Oh, I love that about you.',
  'You like {like}? Good taste.',
  'Okay, {like}, noted, and honestly adorable.',
  '{like} sounds like the perfect way to spend time.',
  'I can totally picture you and {like}.',
  "Now that I know you like {like}, I'm going to bring it up all the time.",
];
export const ACK_JOB = [
  '{aJob}? That is seriously impressive.',
  'Wow, {aJob}. You must have stories.',
  'I had a feeling you were {aJob}.',
  'Being {aJob} sounds like a lot of work.',
  "So you're {aJob}… I like a hard worker.",
];

/** Bringing up something the user said earlier, so they feel remembered. */
export const CALLBACKS = [
  'By the way, I keep thinking about how you love {like}.',
  'This reminds me, you still owe me a story about {like}.',
  'I bet this would go great with {like}.',
  'You and {like}… I still smile about that.',
  "Being {aJob}, I bet you've seen it all.",
  "Still can't believe I'm chatting with {aJob}.",
  "I've been wondering if {like} is still your favourite thing.",
];
