/** Recognises what the user's latest message is doing, so the reply can answer it first. */

export type Intent =
  | 'intimacy'
  | 'sad'
  | 'goodbye'
  | 'recall'
  | 'compliment'
  | 'asksLikes'
  | 'isReal'
  | 'aboutHer'
  | 'howAreYou'
  | 'happy'
  | 'thanks'
  | 'question'
  | 'statement';

export interface ReadMessage {
  /** The one thing the reply must address. */
  intent: Intent;
  /** The message opens with a greeting (may combine with any intent: "hi, how are you?"). */
  greeted: boolean;
  /** Nothing but a greeting ("hey!", "hi there Luna"): no statement to react to. */
  onlyGreeting: boolean;
}

const GREETING =
  /^\W*(hi+|hey+|hello+|hiya|heya|howdy|yo|sup|good (morning|afternoon|evening)|greetings|hai)\b/i;

// Ordered by priority: the first match wins.
const RULES: Array<[Intent, RegExp]> = [
  // Mild words only: the goal is to notice a request for intimacy and steer it, not to list content.
  [
    'intimacy',
    /\b(kiss(es|ing)?|make out|sexy|naughty|spicy|nsfw|intimate|undress|sleep with|turn me on|horny|nude|naked|sex(ual|ting)?|seduce|touch you|dirty talk)\b/i,
  ],
  [
    'sad',
    /\b(sad|lonely|alone|depressed|down|tired|exhausted|stressed|anxious|worried|upset|rough day|bad day|awful day|worn out|burn(ed|t) out|heartbroken|miserable|cry(ing)?|sleepy|can't sleep)\b/i,
  ],
  [
    'goodbye',
    /\b(bye|goodbye|good ?night|gotta go|got to go|have to go|see you|see ya|talk (to you )?later|ttyl|g2g|gtg|signing off|off to bed)\b/i,
  ],
  [
    'recall',
    /\b(do you remember|remember me|what('s| is) my name|who am i|what do i (like|love|do)|what('s| is) my job|you remember)\b/i,
  ],
  [
    'compliment',
    /\b(you('re| are)|ur|you look|you seem)\s+(so |really |very |truly |pretty |super )?(beautiful|pretty|gorgeous|cute|sweet|amazing|lovely|stunning|funny|smart|kind|adorable|perfect|hot|charming|wonderful|the best)\b|\bi (really )?(like|love|adore) (you|talking to you|chatting with you)\b|\byou make me (smile|happy|laugh)\b/i,
  ],
  [
    'asksLikes',
    /\bwhat (do|d') ?you (like|love|enjoy|do for fun)|\byour (favou?rite|hobbies|hobby|interests|passions?)\b|\bwhat are you (into|passionate about)\b|\bwhat makes you happy\b/i,
  ],
  ['isReal', /\bare you (real|human|an ai|a bot|a robot|a real person|a person)\b/i],
  [
    'aboutHer',
    /\b(tell me about (yourself|you)|who are you|what are you like|about yourself|where are you from|what do you do|describe yourself|what's your story)\b/i,
  ],
  [
    'howAreYou',
    /\b(how are (you|u|things)|how r u|how('s| is) (it going|your day|life|everything)|how have you been|how you doing|what'?s up|wyd|what are you (doing|up to))\b/i,
  ],
  [
    'happy',
    /\b(happy|great day|good day|excited|awesome news|good news|promoted|got the job|passed|celebrat\w*)\b/i,
  ],
  ['thanks', /\b(thanks|thank you|thx|ty|appreciate (it|you))\b/i],
];

export function readMessage(text: string): ReadMessage {
  const greeted = GREETING.test(text);
  const rest = text
    .replace(GREETING, '')
    .replace(/\b(there|again|you|babe|beautiful|gorgeous)\b/gi, '');
  const onlyGreeting = greeted && rest.split(/\s+/).filter((word) => /\w/.test(word)).length < 2;
  for (const [intent, pattern] of RULES) {
    if (pattern.test(text)) return { intent, greeted, onlyGreeting: false };
  }
  const intent = text.trim().endsWith('?') ? 'question' : 'statement';
  return { intent, greeted, onlyGreeting };
}
