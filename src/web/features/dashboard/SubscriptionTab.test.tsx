// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionResponse } from '#shared/api/billing';
import { fakeFetch, json, renderWithProviders } from '#web/test/render';
import { SubscriptionTab } from './SubscriptionTab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const free: SubscriptionResponse = {
  isPremium: false,
  plan: 'free',
  status: 'none',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialEnd: null,
  provider: null,
};

describe('SubscriptionTab', () => {
  it('offers the upgrade on the free plan', async () => {
    fakeFetch(() => json(200, free));
    renderWithProviders(<SubscriptionTab />);
    const upgrade = await screen.findByRole('link', { name: 'Upgrade to Premium' });
    expect(upgrade.getAttribute('href')).toBe('/pricing');
    expect(screen.getByText("You're on the free plan.")).toBeTruthy();
  });

  it('says when a cancelled Premium ended', async () => {
    fakeFetch(() =>
      json(200, { ...free, status: 'canceled', currentPeriodEnd: '2026-10-31T12:00:00.000Z' }),
    );
    renderWithProviders(<SubscriptionTab />);
    expect(await screen.findByText(/Your Premium ended on .*2026/)).toBeTruthy();
  });

  it('shows a retry on failure, and the plan once the retry works', async () => {
    let calls = 0;
    fakeFetch(() =>
      ++calls === 1 ? json(503, { error: { code: 'down', message: 'x' } }) : json(200, free),
    );
    renderWithProviders(<SubscriptionTab />);
    expect(await screen.findByText("We couldn't load your subscription")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toBeTruthy(),
    );
  });

  it('warns a member whose last payment failed, and offers cancel with a survey', async () => {
    fakeFetch(({ url }) =>
      url === '/api/billing/subscription'
        ? json(200, {
            ...free,
            isPremium: true,
            plan: 'monthly',
            status: 'past_due',
            currentPeriodEnd: '2026-12-24T12:00:00.000Z',
            provider: 'test',
          })
        : json(503, { error: { code: 'down', message: 'x' } }),
    );
    renderWithProviders(<SubscriptionTab />);
    expect(await screen.findByText(/Your last payment did not go through/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
