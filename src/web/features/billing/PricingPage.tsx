import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { SiteFooter, useViewer } from '#web/app';
import { ButtonLink } from '#web/components/ui/Button';
import { IntervalSwitch, type BillingInterval } from './IntervalSwitch';
import { PlanCard, PriceTag } from './PlanCard';
import { CouponField } from './CouponField';
import { CheckoutButton } from './PlanActions';
import { PricingFaq } from './PricingFaq';
import { TrialOffer } from './TrialOffer';
import { TrustBadges } from './TrustBadges';
import { usePlanCatalogue } from './usePlanCatalogue';
import { useStartCheckout } from './useStartCheckout';

const RETURN_TO = '/pricing';

/** /pricing — Free Chat and Premium (monthly or yearly), the trial offer, trust badges, FAQ. */
export default function PricingPage() {
  const viewer = useViewer();
  const catalogue = usePlanCatalogue();
  const [period, setPeriod] = useState<BillingInterval>('monthly');
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const checkout = useStartCheckout(RETURN_TO, couponCode);

  const free = catalogue.plan('free');
  const monthly = catalogue.plan('monthly');
  const yearly = catalogue.plan('yearly');
  const premium = period === 'yearly' ? yearly : monthly;

  return (
    <div className="flex min-h-dvh flex-col">
      <div className="relative overflow-hidden px-4 pt-12 pb-16 sm:px-6 lg:px-10 lg:pt-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-48 left-1/2 h-[30rem] w-[40rem] -translate-x-1/2 rounded-full bg-rose-600/20 blur-[130px]"
        />
        {/* In the hero's top padding: the plans' answer arrives after the first paint, and the
            note must not push the cards down when it does. */}
        {catalogue.livePayments === false && (
          <p className="absolute top-3 left-1/2 inline-flex w-max max-w-[calc(100%-2rem)] -translate-x-1/2 items-center gap-2 rounded-full border border-amber-300/30 bg-amber-400/10 px-3 py-1 text-xs font-medium text-amber-200 lg:top-5">
            <FlaskConical className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {/* One line on the narrowest phones, so it stays inside the padding. */}
            <span className="min-[400px]:hidden">Test mode: no card is charged</span>
            <span className="hidden min-[400px]:inline">
              Test mode: checkout is simulated, no card is charged
            </span>
          </p>
        )}
        <header className="relative mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-rose-300 uppercase">Pricing</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            Choose your{' '}
            <span className="bg-gradient-to-r from-rose-400 via-fuchsia-400 to-violet-400 bg-clip-text text-transparent">
              experience
            </span>
          </h1>
          <p className="mt-4 text-lg text-zinc-400">
            Start chatting for free. Go Premium to unlock intimate conversations, roleplay and more
            — cancel anytime, no fees.
          </p>
        </header>

        <div className="relative mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          <PlanCard
            name={free.name}
            description={free.description}
            features={free.features}
            price={<PriceTag amount="Free" per={null} />}
            action={
              <ButtonLink to="/characters" variant="outline" size="lg" className="w-full">
                Start Chatting Free
              </ButtonLink>
            }
            footnote="No card needed."
          />
          <PlanCard
            name={monthly.name}
            ribbon={monthly.popular ? (monthly.badge ?? 'Most Popular') : null}
            highlighted
            description={premium.description}
            features={premium.features}
            header={
              <IntervalSwitch value={period} onChange={setPeriod} yearlyBadge={yearly.badge} />
            }
            price={
              <PriceTag
                amount={catalogue.price(premium.priceCents)}
                per={premium.interval}
                original={
                  premium.originalPriceCents ? catalogue.price(premium.originalPriceCents) : null
                }
                saving={period === 'yearly' ? yearly.badge : null}
              />
            }
            action={
              <CheckoutButton
                plan={premium.id === 'yearly' ? 'yearly' : 'monthly'}
                viewer={viewer}
                checkout={checkout}
                returnTo={RETURN_TO}
              >
                {period === 'yearly' ? 'Get Premium Yearly' : 'Get Premium'}
              </CheckoutButton>
            }
            footnote={
              period === 'yearly'
                ? `Just ${catalogue.price(Math.round(yearly.priceCents / 12))} a month, billed once a year.`
                : 'Billed monthly. Cancel anytime.'
            }
          />
        </div>

        {viewer.signedIn && !viewer.isPremium && (
          <div className="relative mx-auto mt-6 max-w-4xl">
            <CouponField
              plan={period === 'yearly' ? 'yearly' : 'monthly'}
              formatPrice={catalogue.price}
              onChange={setCouponCode}
            />
          </div>
        )}

        {!viewer.isPremium && (
          <div className="relative mx-auto mt-8 max-w-4xl">
            <TrialOffer
              catalogue={catalogue}
              viewer={viewer}
              checkout={checkout}
              returnTo={RETURN_TO}
            />
          </div>
        )}

        <TrustBadges className="relative mx-auto mt-8 max-w-4xl" />

        <div className="mt-16">
          <PricingFaq catalogue={catalogue} />
        </div>
      </div>
      <div className="mt-auto">
        <SiteFooter />
      </div>
    </div>
  );
}
