// The notifications feature's public surface; other features import it only through this file.
export * from './email/index.js';
