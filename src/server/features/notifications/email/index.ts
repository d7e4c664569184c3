export {
  createEmailService,
  type EmailService,
  type OutboxStatus,
  type QueueEmailInput,
} from './service.js';
