/** Voice replies' public surface for the chat (docs/decisions/0080-voice-replies.md). */
export { useVoiceReplies } from './useVoiceReplies';
export { ReadAloudToggle } from './ReadAloudToggle';
