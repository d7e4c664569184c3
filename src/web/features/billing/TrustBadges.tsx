import { CalendarX2, ShieldCheck, type LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn';

const BADGES: { title: string; detail: string; icon: LucideIcon | null }[] = [
  { title: 'Secure Payments', detail: 'Encrypted checkout by Stripe', icon: ShieldCheck },
  { title: 'Cancel Anytime', detail: 'No fees, no questions', icon: CalendarX2 },
  { title: '18+ Only', detail: 'An adults-only service', icon: null },
];

/** (docs/PRODUCT.md#pages): Secure Payments, Cancel Anytime, 18+ Only. */
export function TrustBadges({ className }: { className?: string }) {
  return (
    <ul aria-label="Why members trust us" className={cn('grid gap-3 sm:grid-cols-3', className)}>
      {BADGES.map(({ title, detail, icon: Icon }) => (
        <li
          key={title}
          className="flex items-center gap-3 rounded-2xl border border-white/10 bg-white/[0.03] px-4 py-3"
        >
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-rose-500/20 to-violet-500/20 text-rose-200 ring-1 ring-white/10">
            {Icon ? (
              <Icon className="h-5 w-5" aria-hidden="true" />
            ) : (
              <span className="text-xs font-bold" aria-hidden="true">
                18+
              </span>
            )}
          </span>
          <span>
            <span className="block text-sm font-semibold text-white">{title}</span>
            <span className="block text-xs text-zinc-400">{detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
