import { and, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { user } from '#server/db/schema/index.js';

/**
 * Whether an account (other than `exceptUserId`) already uses this username in any letter case,
 * so nobody can pose as "Luna" next to "luna" (sign-up, profile changes and derived names).
 */
export async function isUsernameTaken(
  db: Database,
  candidate: string,
  exceptUserId?: string,
): Promise<boolean> {
  const sameName = sql`lower(${user.username}) = ${candidate.toLowerCase()}`;
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(exceptUserId ? and(sameName, ne(user.id, exceptUserId)) : sameName)
    .limit(1);
  return rows.length > 0;
}

/** (docs/PRODUCT.md#states): the e-mail's local part, non-alphanumerics removed, lowercased, default 'user'. */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .replace(/[^a-zA-Z0-9]/g, '')
    .toLowerCase()
    .slice(0, 24);
  return cleaned || 'user';
}

/** The first of base, base2, base3 … (then a random suffix) that `isTaken` rejects. */
export async function uniqueUsername(
  base: string,
  isTaken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let suffix = 2; suffix < 50; suffix++) {
    const candidate = `${base}${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return `${base}${Math.floor(Math.random() * 1e6)}`;
}
