/**
 * Whether a session is still live, as one SQL condition: its row exists, has not expired, and its
 * user's suspension is what the caller's memo holds. Auth owns the rule; it runs on its own for
 * most requests (service.getRecentViewer) and inside the chat send's one statement for a memoised
 * viewer (docs/decisions/0109-session-check-in-the-send.md), so a revoked session never writes.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { session, user } from '#server/db/schema/index.js';

type Bound = SQL | Placeholder;

/** Without `banned`, only that the session is open: its row exists and has not expired. */
export const liveSessionCondition = (values: {
  token: Bound;
  now: Bound;
  banned?: Bound;
}) => sql`exists (
  select 1 from ${session} inner join ${user} on ${user.id} = ${session.userId}
  where ${session.token} = ${values.token} and ${session.expiresAt} > ${values.now}::timestamptz
    ${values.banned === undefined ? sql`` : sql`and coalesce(${user.banned}, false) = ${values.banned}::boolean`})`;
