export {
  createEmailService,
  fillPlaceholders,
  renderTemplate,
  type EmailService,
  type QueueEmailInput,
  type RenderedEmail,
  type TemplateValues,
} from './service.js';
