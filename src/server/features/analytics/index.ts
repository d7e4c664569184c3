export { createAnalyticsService, type AnalyticsService } from './service.js';
export {
  createAnalyticsAdminStats,
  PAYWALL_TRIGGER_EVENT,
  type AnalyticsAdminStats,
} from './adminStats.js';
