import { BadgeCheck } from 'lucide-react';
import { useViewer } from '#web/app';
import { BackLink } from '#web/components/ui/BackLink';
import type { PaidPlanId } from '#shared/plans';
import { PlanCard, PriceTag } from './PlanCard';
import { CheckoutButton } from './PlanActions';
import { PremiumActiveBanner } from './PremiumActiveBanner';
import { PricingFaq } from './PricingFaq';
import { RequireSignIn } from './RequireSignIn';
import { TrustBadges } from './TrustBadges';
import { usePlanCatalogue } from './usePlanCatalogue';
import { useStartCheckout } from './useStartCheckout';

const RETURN_TO = '/billing';
const PAID_PLANS: PaidPlanId[] = ['monthly', 'yearly'];

/** /billing (docs/PRODUCT.md#pages): the two paid plans, the premium banner, FAQ and trust badges. */
export default function BillingPage() {
  return (
    <RequireSignIn>
      <Billing />
    </RequireSignIn>
  );
}

function Billing() {
  const viewer = useViewer();
  const catalogue = usePlanCatalogue();
  const checkout = useStartCheckout(RETURN_TO);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <BackLink to="/profile">Back to profile</BackLink>
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">Billing</h1>
        <p className="mt-2 text-zinc-400">
          {viewer.isPremium
            ? 'Your Premium membership and how it is billed.'
            : 'Pick the Premium plan that suits you. Cancel anytime, no fees.'}
        </p>
      </header>

      {viewer.isPremium && (
        <div className="mt-8">
          <PremiumActiveBanner catalogue={catalogue} />
        </div>
      )}

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {PAID_PLANS.map((id) => {
          const plan = catalogue.plan(id);
          return (
            <PlanCard
              key={id}
              name={plan.name}
              ribbon={plan.popular ? plan.badge : null}
              highlighted={plan.popular}
              description={plan.description}
              features={plan.features}
              price={
                <PriceTag
                  amount={catalogue.price(plan.priceCents)}
                  per={plan.interval}
                  original={
                    plan.originalPriceCents ? catalogue.price(plan.originalPriceCents) : null
                  }
                  saving={plan.popular ? null : plan.badge}
                />
              }
              action={
                viewer.isPremium ? (
                  <p className="flex items-center justify-center gap-2 rounded-xl bg-white/5 py-3 text-sm text-zinc-300">
                    <BadgeCheck className="h-4 w-4 text-emerald-300" aria-hidden="true" />
                    Included in your Premium
                  </p>
                ) : (
                  <CheckoutButton
                    plan={id}
                    viewer={viewer}
                    checkout={checkout}
                    returnTo={RETURN_TO}
                    variant={plan.popular ? 'primary' : 'outline'}
                  >
                    Choose {plan.name}
                  </CheckoutButton>
                )
              }
            />
          );
        })}
      </div>

      <TrustBadges className="mt-8" />
      <div className="mt-16">
        <PricingFaq catalogue={catalogue} />
      </div>
    </div>
  );
}
