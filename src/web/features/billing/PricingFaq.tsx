import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { PlanCatalogue } from './usePlanCatalogue';

function faqItems({ plan, price }: PlanCatalogue) {
  const monthly = price(plan('monthly').priceCents);
  const yearly = plan('yearly');
  const trial = plan('trial');
  return [
    {
      question: 'What do I get with Premium?',
      answer: `Intimate (NSFW) conversations and roleplay with every companion, the custom image generator and gallery, credits for special requests, proactive daily messages and priority support — for ${monthly} a month.`,
    },
    {
      question: 'Can I cancel anytime?',
      answer:
        'Yes. Cancel from your dashboard or the billing portal in a couple of clicks — there are no fees. Premium stays active until the end of the period you have paid for.',
    },
    {
      question: `How does the ${trial.trialDays}-day trial work?`,
      answer: `You pay ${price(trial.priceCents)} today and get every Premium feature for ${trial.trialDays} days. Unless you cancel before the trial ends, it renews automatically at the standard rate of ${monthly} per month. The trial is for new members.`,
    },
    {
      question: 'How much do I save with the yearly plan?',
      answer: `Premium Yearly costs ${price(yearly.priceCents)} a year instead of ${price(yearly.originalPriceCents ?? 0)} for twelve monthly payments — a third less.`,
    },
    {
      question: 'Is there a money-back guarantee?',
      answer:
        'Yes, a 30-day money-back guarantee. Refunds and cancellations are handled through the payment provider’s customer portal, which you open with Manage Subscription.',
    },
    {
      question: 'Is my payment secure?',
      answer:
        'Payments are processed by Stripe over an encrypted connection. Your card details go straight to Stripe; we never see or store them.',
    },
    {
      question: 'What are credits?',
      answer:
        'Premium members can buy credits for special requests such as custom images, multi-character scenes, audio replies and video responses. Credits never expire and are delivered instantly.',
    },
    {
      question: 'Who can use Velvet?',
      answer:
        'Adults only. You must be 18 or older to use the service, and every companion is an AI character.',
    },
  ];
}

/** The FAQ accordion of /pricing and /billing; prices come from the plan catalogue. */
export function PricingFaq({ catalogue }: { catalogue: PlanCatalogue }) {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto w-full max-w-3xl">
      <h2 id="faq-heading" className="text-center text-2xl font-bold text-white">
        Frequently asked questions
      </h2>
      <Accordion.Root type="single" collapsible className="mt-6 space-y-3">
        {faqItems(catalogue).map(({ question, answer }) => (
          <Accordion.Item
            key={question}
            value={question}
            className="overflow-hidden rounded-2xl border border-white/10 bg-white/[0.03] data-[state=open]:border-white/20"
          >
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-zinc-100 transition hover:bg-white/[0.04] focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none focus-visible:ring-inset">
                {question}
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-zinc-400 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-sm leading-relaxed text-zinc-400">
              {answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
