import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * A member's e-mail choices that the unsubscribe link changes without a session
 * (docs/decisions/0060-email-delivery.md). Notification toggles live with the profile settings.
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Set: no marketing e-mail (digests); transactional mail (receipts, reminders) still goes. */
  marketingOptOutAt: timestamp('marketing_opt_out_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
