export {
  createCreditsService,
  debitCredits,
  notEnoughCredits,
  type CreditsService,
} from './service.js';
export { registerCreditsRoutes } from './routes.js';
