export { createEmailService, type EmailService, type QueueEmailInput } from './service.js';
