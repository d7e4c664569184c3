export { createPushService, type PushService, type SendSummary } from './service.js';
export { createPushStore, type PushStore } from './store.js';
export { createReadyNotifier } from './readyNotifier.js';
export { registerPushRoutes } from './routes.js';
export { chatLink } from './links.js';
export { pushDiagnostic } from './diagnostic.js';
