export {
  createSafetyService,
  type SafetyService,
  type Subject,
  SUSPENDED_MESSAGE,
  STRIKES_TO_SUSPEND,
} from './service.js';
export { registerSafetyRoutes } from './routes.js';
