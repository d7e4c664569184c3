import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { emailPreferences } from '#server/db/schema/index.js';

const SIGNING_LABEL = 'email-unsubscribe:v1:';

/**
 * Signed unsubscribe tokens: the user id and an HMAC of it under the app secret. They never
 * expire (a years-old digest must still unsubscribe) and prove nothing but "stop marketing mail".
 */
export function createUnsubscribeTokens(secret: string) {
  const sign = (userId: string) =>
    createHmac('sha256', secret)
      .update(SIGNING_LABEL + userId)
      .digest('base64url');
  return {
    tokenFor: (userId: string) => `${Buffer.from(userId).toString('base64url')}.${sign(userId)}`,
    /** The user id a token was made for, or null when it is malformed or forged. */
    verify(token: string): string | null {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const userId = Buffer.from(encoded, 'base64url').toString('utf8');
      const expected = Buffer.from(sign(userId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}

const isForeignKeyViolation = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (cause?.code ?? code) === '23503';
};

/** The `email_preferences` rows: who opted out of marketing e-mail. */
export function createEmailPreferences(db: Database) {
  return {
    async optedOut(userId: string) {
      const [row] = await db
        .select({ at: emailPreferences.marketingOptOutAt })
        .from(emailPreferences)
        .where(eq(emailPreferences.userId, userId));
      return Boolean(row?.at);
    },
    /** Idempotent; false when the user no longer exists. */
    async optOut(userId: string) {
      const now = new Date();
      try {
        await db
          .insert(emailPreferences)
          .values({ userId, marketingOptOutAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: emailPreferences.userId,
            set: { marketingOptOutAt: now, updatedAt: now },
          });
        return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false; // the user is gone: nothing to send to
        throw error;
      }
    },
  };
}

export type EmailPreferences = ReturnType<typeof createEmailPreferences>;
