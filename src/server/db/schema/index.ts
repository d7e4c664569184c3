export * from './analytics.js';
export * from './auth.js';
export * from './billing.js';
export * from './characters.js';
export * from './chat.js';
export * from './safety.js';
export * from './settings.js';
export * from './admin.js';
