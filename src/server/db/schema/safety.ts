import { bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every refusal, crisis reply and cut model reply. Content is kept only as a hash. */
export const safetyIncidents = pgTable(
  'safety_incidents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id'),
    guestId: text('guest_id'),
    conversationId: text('conversation_id'),
    source: text('source', { enum: ['user', 'model'] }).notNull(),
    action: text('action', { enum: ['refused', 'crisis', 'cut'] }).notNull(),
    category: text('category').notNull(),
    contentHash: text('content_hash').notNull(),
    /** An always-refused attempt by the user counts towards suspension. */
    isStrike: boolean('is_strike').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin has handled the incident in the moderation queue. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    resolution: text('resolution', { enum: ['dismissed', 'strike', 'suspended'] }),
  },
  (table) => [
    index('safety_incidents_user_time_idx').on(table.userId, table.createdAt),
    index('safety_incidents_guest_time_idx').on(table.guestId, table.createdAt),
    index('safety_incidents_review_idx').on(table.reviewedAt, table.createdAt),
  ],
);

/** Sticky A/B paywall variant per subject (a user id or a guest id). */
export const paywallAssignments = pgTable('paywall_assignments', {
  subjectId: text('subject_id').primaryKey(),
  variant: text('variant', { enum: ['A', 'B'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
