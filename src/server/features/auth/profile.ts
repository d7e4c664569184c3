import { eq } from 'drizzle-orm';
import type { UpdateProfileInput } from '#shared/api/auth.js';
import type { Database } from '#server/db/client.js';
import { user } from '#server/db/schema/index.js';
import { conflict } from '#server/http/errors.js';
import { isUsernameTaken } from './username.js';

const usernameTaken = () => conflict('That username is taken', 'username_taken');

/** PostgreSQL's unique_violation, raised when two people claim one username at the same time. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Applies a validated profile change. Usernames are unique regardless of case ("Luna" and "luna"
 * are one name); a race lost at the database's unique index is the same 409, never a 500.
 */
export async function updateProfile(db: Database, userId: string, input: UpdateProfileInput) {
  if (input.username !== undefined && (await isUsernameTaken(db, input.username, userId)))
    throw usernameTaken();
  const changes = {
    ...(input.username !== undefined ? { username: input.username } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.image !== undefined ? { image: input.image } : {}),
  };
  if (Object.keys(changes).length === 0) return;
  try {
    await db
      .update(user)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(user.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
