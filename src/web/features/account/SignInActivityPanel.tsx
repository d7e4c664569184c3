import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Skeleton } from '#web/components/ui/Skeleton';
import { useSignInFailures } from './api';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Recent wrong passwords typed for this account (last 30 days), so the owner notices someone
 * guessing. Their own browser is never locked out by these (see docs/ARCHITECTURE.md).
 */
export function SignInActivityPanel({ enabled }: { enabled: boolean }) {
  const query = useSignInFailures(enabled);
  const failures = query.data?.failures ?? [];
  return (
    <section
      aria-labelledby="sign-in-activity"
      className="rounded-2xl border border-white/10 bg-white/[0.03] p-6"
    >
      <h2 id="sign-in-activity" className="text-lg font-semibold text-white">
        Failed sign-in attempts
      </h2>
      {query.isPending ? (
        <Skeleton className="mt-4 h-16 rounded-xl" />
      ) : query.isError ? (
        <p className="mt-3 text-sm text-rose-300">Could not load your sign-in activity.</p>
      ) : failures.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-zinc-400">
          <ShieldCheck className="h-4 w-4 text-emerald-400" aria-hidden="true" />
          No failed attempts in the last 30 days.
        </p>
      ) : (
        <>
          <p className="mt-3 flex items-center gap-2 text-sm text-amber-200">
            <ShieldAlert className="h-4 w-4" aria-hidden="true" />
            Someone typed a wrong password for your account. If it was not you, change your
            password.
          </p>
          <ul className="mt-4 divide-y divide-white/10 text-sm">
            {failures.map((failure) => (
              <li key={failure.at + failure.ipAddress} className="flex flex-wrap gap-x-4 py-2">
                <time dateTime={failure.at} className="text-zinc-200">
                  {when(failure.at)}
                </time>
                <span className="text-zinc-400">{failure.ipAddress}</span>
                {failure.userAgent ? (
                  <span className="min-w-0 truncate text-zinc-500">{failure.userAgent}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
