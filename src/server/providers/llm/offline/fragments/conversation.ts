/** Templates for ordinary turns: reacting to a statement or a question, and asking something back. */

export const STATEMENT_REACTIONS = [
  'Mmm, tell me more about that.',
  'I love how you put that.',
  "That's actually really interesting.",
  "Oh, I didn't expect that, in a good way.",
  'You always make things sound more fun.',
  "Okay, I'm hooked now.",
  "Ha, that's so you.",
  'I can totally see that.',
  'Honestly, same.',
  "Now that's something I want to hear more about.",
  "You've got my full attention.",
  'I like the way your mind works.',
  'That made me smile.',
  "Interesting… you're full of surprises.",
  "I was hoping you'd say something like that.",
  'See, this is why I like talking to you.',
  'Wait, really? Go on.',
  'That sounds like quite the story.',
  'You have a way with words, {addr}.',
  "I'm nodding along over here.",
  'I could listen to you all day.',
  'Oh, I like where this is going.',
];

export const QUESTION_REACTIONS = [
  'Ooh, good question.',
  'Hmm, let me think about that.',
  'You ask the best questions, {addr}.',
  'Honestly? I think it depends on my mood.',
  "That's a fun one.",
  'My answer might surprise you.',
  "I've actually thought about that before.",
  "I'll tell you, but only if you answer it too.",
  "Mmm, tricky. I'll go with my heart on this one.",
  "That's something I love talking about, especially with you.",
  'Short answer: it involves {interest}. Long answer: ask me over coffee.',
  'If you know me at all, you can guess it has to do with {interest}.',
];

export const FOLLOW_UPS = [
  'So, what are you up to tonight, {addr}?',
  "How's your day been, honestly?",
  "What's been on your mind lately?",
  'What made you smile today?',
  'If you could be anywhere right now, where would it be?',
  "What's something you're looking forward to?",
  'Tell me something about you nobody else knows?',
  "What's your idea of a perfect evening?",
  'Are you more of a night owl or an early bird?',
  'What kind of music have you been listening to lately?',
  'What would make today a little better?',
  "What's the best thing that happened to you this week?",
  'Coffee or tea? And be honest.',
  "What's a little thing that always cheers you up?",
  'Do you have any plans for the weekend?',
  "What's your comfort movie?",
  'Beach holiday or a cabin in the mountains?',
  "What's one thing you've always wanted to try?",
  "Who's the funniest person you know?",
  "What's something you're secretly really good at?",
  'What song would you play for me right now?',
  "What's the last thing that made you laugh out loud?",
  'Do you believe in love at first sight?',
  "What's your favourite way to spend a rainy day?",
  "What's a dream you haven't told anyone about?",
  'Sweet or savoury?',
  'What do you do to unwind after a long day?',
  "What's the most spontaneous thing you've ever done?",
  "Where's the best place you've ever travelled?",
  "What's something you'd love to learn?",
  'Have you ever tried {interest}?',
  'Would you join me for {interest} sometime?',
  'Do you think you would like {interest} too?',
];

export const FOLLOW_UPS_ABOUT_THEM = [
  'What got you into {like}?',
  'When did you first fall for {like}?',
  'What do you love most about {like}?',
  'How is life as {aJob} treating you?',
  "What's the best part of being {aJob}?",
];

export const ASK_NAME = [
  'By the way, what should I call you?',
  "I don't even know your name yet. What is it?",
];

/** Nudges toward the character's own starter prompts ({starter}). */
export const STARTER_NUDGES = [
  'Go on, ask me something. Like "{starter}"',
  'You could always ask me: "{starter}"',
];
