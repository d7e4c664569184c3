import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn';

interface PriceTagProps {
  amount: string;
  /** 'month' or 'year'; null for a one-off or free price. */
  per: string | null;
  /** The struck-through price before the discount. */
  original?: string | null;
  /** A short label beside the price, e.g. 'Save 33%'. */
  saving?: string | null;
}

export function PriceTag({ amount, per, original, saving }: PriceTagProps) {
  return (
    <div className="flex flex-wrap items-end gap-x-2 gap-y-1">
      <span className="text-4xl font-extrabold tracking-tight text-white">{amount}</span>
      {per && <span className="pb-1 text-sm text-zinc-400">/ {per}</span>}
      {original && (
        <s className="pb-1 text-sm text-zinc-500">
          <span className="sr-only">was </span>
          {original}
        </s>
      )}
      {saving && (
        <span className="mb-1 rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs font-semibold text-emerald-300 ring-1 ring-emerald-400/30">
          {saving}
        </span>
      )}
    </div>
  );
}

interface PlanCardProps {
  name: string;
  /** A ribbon above the card, e.g. 'Most Popular'. */
  ribbon?: string | null;
  highlighted?: boolean;
  price: ReactNode;
  description: string;
  features: readonly string[];
  /** Controls above the price, e.g. the monthly/yearly switch. */
  header?: ReactNode;
  action: ReactNode;
  footnote?: ReactNode;
}

/** One plan: a labelled region, so "the Premium card" is findable by name. */
export function PlanCard(props: PlanCardProps) {
  const headingId = useId();
  const { name, ribbon, highlighted, price, description, features, header, action, footnote } =
    props;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-3xl p-6 sm:p-8',
        highlighted
          ? 'border border-rose-400/40 bg-gradient-to-b from-rose-500/[0.12] via-violet-500/[0.06] to-white/[0.02] shadow-2xl shadow-rose-900/20'
          : 'border border-white/10 bg-white/[0.03]',
      )}
    >
      {ribbon && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-rose-500 to-violet-500 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-lg shadow-rose-500/30">
          {ribbon}
        </span>
      )}
      <h2 id={headingId} className="text-xl font-bold text-white">
        {name}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">{description}</p>
      {header && <div className="mt-5">{header}</div>}
      <div className="mt-5">{price}</div>
      <ul className="mt-6 mb-8 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3 text-sm text-zinc-300">
            <Check
              className={cn(
                'mt-0.5 h-4 w-4 shrink-0',
                highlighted ? 'text-rose-300' : 'text-zinc-500',
              )}
              aria-hidden="true"
            />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto">{action}</div>
      {footnote && <p className="mt-3 text-center text-xs text-zinc-500">{footnote}</p>}
    </section>
  );
}
