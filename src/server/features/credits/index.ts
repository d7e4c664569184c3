export { createCreditsService, type CreditsService } from './service.js';
export { registerCreditsRoutes } from './routes.js';
