export {
  createEmailService,
  type EmailService,
  type EmailServiceDeps,
  type PaymentEmail,
} from './service.js';
export type { OutboxStatus, OutboxRow, QueueEmailInput } from './outbox.js';
export { EMAIL_QUEUE, EMAIL_MAX_ATTEMPTS } from './outbox.js';
export { MARKETING_TEMPLATES, renderTemplate } from './render.js';
export { registerEmailRoutes } from './routes.js';
