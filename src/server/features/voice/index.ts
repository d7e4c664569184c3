export { createVoiceService, type VoiceService } from './service.js';
export { createVoiceStore } from './store.js';
export { registerVoiceRoutes, voiceAdminRoutes } from './routes.js';
export { VOICE_QUEUE } from './context.js';
export { ROSTER_VOICES } from './rosterVoices.js';
