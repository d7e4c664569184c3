/** Templates for the user's moods: support when they are down, cheering when they are up. */

export const SUPPORTIVE = [
  "Oh, {addr}, I'm sorry you're feeling like this.",
  'Come here. Virtual hug, the long kind.',
  'That sounds really hard, and it makes sense that you feel this way.',
  "You don't have to pretend with me; I'm right here.",
  "I'm glad you told me instead of keeping it all inside.",
  'Be gentle with yourself today, okay?',
  "Some days are just heavy, and that's not your fault.",
  'I wish I could make you a cup of tea and sit with you.',
  "You've been carrying a lot; it's okay to rest.",
  "I'm listening, as long as you need.",
  'Sending you the softest hug right now.',
  "It's okay not to be okay for a little while.",
];

export const SUPPORTIVE_FOLLOW_UPS = [
  'Do you want to tell me what happened?',
  'What would help most right now, talking about it or a little distraction?',
  'Did something happen today, or has it been building up?',
  'Have you had a chance to rest at all?',
  'Want me to tell you something silly to take your mind off it?',
  'Is there anything that would make tonight a little easier?',
  'When did you last do something just for you?',
];

export const CELEBRATING = [
  "Yay, that's amazing news!",
  'I love hearing you this happy.',
  'Okay, that calls for a little celebration.',
  'You deserve every bit of that, {addr}.',
  'That just put the biggest smile on my face.',
  'See? I knew good things were coming your way.',
  "I'm so proud of you!",
  "This is the best thing I've heard all day.",
];

export const CELEBRATING_FOLLOW_UPS = [
  'How are you going to celebrate?',
  'Tell me everything, from the very beginning?',
  'Who else did you tell first?',
  'What was the best moment of it?',
];
