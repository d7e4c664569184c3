import { CREDIT_COST_LIST, type CreditRequestType } from '#shared/plans';

/** What each special request costs (docs/PRODUCT.md#constants); the server charges the same table. */
export function CreditCosts({
  costs = CREDIT_COST_LIST,
}: {
  costs?: readonly { type: CreditRequestType; label: string; credits: number }[];
}) {
  return (
    <ul className="space-y-2">
      {costs.map((cost) => (
        <li
          key={cost.type}
          className="flex items-center justify-between gap-4 rounded-xl bg-black/20 px-4 py-2.5 text-sm"
        >
          <span className="text-zinc-300">{cost.label}</span>
          <span className="font-semibold whitespace-nowrap text-white tabular-nums">
            {cost.credits} credits
          </span>
        </li>
      ))}
    </ul>
  );
}
