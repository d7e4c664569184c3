import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Values generated on first start and shared by every instance (e.g. the dev auth secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
