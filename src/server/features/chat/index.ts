export { createChatService, type ChatService } from './service.js';
export { registerChatRoutes } from './routes.js';
export { createChatStore } from './store.js';
export { createChatAdminStats, type ChatAdminStats } from './adminStats.js';
export { assemblePrompt } from './replyRunner.js';
export { historyWindow as chatHistoryWindow } from './store.js';
export { createWeeklyActivity, type WeeklyActivityService } from './weeklyActivity.js';
