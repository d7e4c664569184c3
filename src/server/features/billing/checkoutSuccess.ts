import { findPlan } from '#shared/plans.js';
import type { DbExecutor } from '#server/db/client.js';
import type { PaymentEmail } from '../notifications/index.js';
import type { CheckoutSessionRow, CheckoutSessionStore } from './checkoutSessions.js';

export type SuccessEvent = 'checkout_success' | 'trial_converted';

export interface Recipient {
  id: string;
  email: string;
  username: string;
}

/**
 * The once-per-session steps after a paid subscription checkout (docs/PRODUCT.md#states): the success
 * event (trial_converted for a trial) and the premium_unlocked e-mail. Both the webhook and the
 * return page call this; whichever comes first does each step, the other finds it done.
 * Returns the event to track after the transaction commits, or null.
 */
export async function completeCheckoutSteps(
  executor: DbExecutor,
  deps: { sessions: CheckoutSessionStore; email: PaymentEmail },
  input: { session: CheckoutSessionRow; user: Recipient; isPremium: boolean },
): Promise<SuccessEvent | null> {
  const { session, user, isPremium } = input;
  if (session.kind !== 'subscription') return null;
  const claimed = await deps.sessions.claimReturn(executor, session.id);
  const event: SuccessEvent | null = claimed
    ? session.plan === 'trial'
      ? 'trial_converted'
      : 'checkout_success'
    : null;
  if (isPremium && (await deps.sessions.claimUnlockEmail(executor, session.id))) {
    await deps.email.queue(
      {
        templateName: 'premium_unlocked',
        to: user.email,
        userId: user.id,
        values: {
          username: user.username,
          planName: findPlan(session.plan ?? 'monthly')?.name ?? 'Premium',
        },
      },
      executor,
    );
  }
  return event;
}
