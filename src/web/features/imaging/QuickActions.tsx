import { Coins, Lock } from 'lucide-react';
import { QUICK_ACTIONS, type QuickAction } from '#shared/imaging';
import { CREDIT_COSTS } from '#shared/plans';
import { cn } from '#web/lib/cn';

/** The 12 quick actions; NSFW and fetish ones are locked for non-Premium members. */
export function QuickActions(props: {
  isPremium: boolean;
  value: string | null;
  onChange: (action: QuickAction | null) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-zinc-300">Quick actions</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {QUICK_ACTIONS.map((action) => {
          const locked = !props.isPremium && (action.nsfw || action.fetish);
          const active = props.value === action.id;
          return (
            <button
              key={action.id}
              type="button"
              aria-pressed={active}
              disabled={locked}
              onClick={() => props.onChange(active ? null : action)}
              className={cn(
                'flex flex-col items-center gap-0.5 rounded-xl border px-2 py-2 text-sm transition focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none',
                active
                  ? 'border-rose-400/60 bg-rose-500/15 text-white'
                  : 'border-white/10 bg-white/[0.03] text-zinc-300 hover:border-white/25',
                'disabled:cursor-not-allowed disabled:opacity-50',
              )}
            >
              <span className="inline-flex items-center gap-1">
                {locked && <Lock className="h-3 w-3" aria-hidden="true" />}
                {action.label}
              </span>
              {(action.nsfw || action.fetish) && (
                <span className="inline-flex items-center gap-1 text-[10px] text-zinc-400">
                  {action.nsfw && '18+'}
                  {action.fetish && (
                    <>
                      <Coins className="h-3 w-3" aria-hidden="true" />
                      {CREDIT_COSTS.custom_image}
                    </>
                  )}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
