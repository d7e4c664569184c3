import { expect, test } from '@playwright/test';
import { confirmAge, signUpViaApi, subscribeViaApi } from './support';

/*
 * Billing in local test mode: the server's TEST MODE checkout stands in for Stripe and sends
 * the same signed webhooks. Each test signs up its own user (the sign-up limit is 10/minute).
 */

test.describe('billing', () => {
  test.beforeEach(async ({ page }) => confirmAge(page));

  test('visitors see both plans and the yearly price, and go to sign-in to buy', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const premium = page.getByRole('region', { name: 'Premium', exact: true });
    await expect(page.getByRole('region', { name: 'Free Chat' })).toBeVisible();
    await expect(premium.getByText('Most Popular')).toBeVisible();
    await expect(premium.getByText('€9.99')).toBeVisible();

    await premium.getByRole('radio', { name: /Yearly/ }).click();
    await expect(premium.getByText('€79.99')).toBeVisible();
    await expect(premium.getByText('€119.88')).toBeVisible();
    await expect(premium.getByText('Save 33%').last()).toBeVisible();
    await expect(page.getByText('Secure Payments')).toBeVisible();
    await expect(page.getByText('18+ Only')).toBeVisible();

    await page.getByRole('button', { name: 'Can I cancel anytime?' }).click();
    await expect(page.getByText(/Premium stays active until the end/)).toBeVisible();

    await premium.getByRole('link', { name: /Get Premium Yearly/ }).click();
    await expect(page).toHaveURL(/\/auth\?next=\/pricing$/);
  });

  test('a free member subscribes through the test checkout and becomes Premium', async ({
    page,
  }) => {
    await signUpViaApi(page, 'billing');
    await page.goto('/pricing');
    const premium = page.getByRole('region', { name: 'Premium', exact: true });
    await premium.getByRole('button', { name: 'Get Premium' }).click();

    await expect(page).toHaveURL(/\/billing\/test-checkout\?session=/);
    await expect(page.getByText('TEST MODE — no real payment is taken')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay €9.99' }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
    await expect(page.getByRole('heading', { name: 'Welcome to Premium!' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Premium Active')).toBeVisible();

    // Premium members see their status on /pricing instead of a buy button.
    await page.goto('/pricing');
    await expect(page.getByText("You're Premium")).toBeVisible();
  });

  test('buying credits raises the balance on the Credits tab', async ({ page }) => {
    await signUpViaApi(page, 'billing');
    await subscribeViaApi(page);
    await page.goto('/dashboard?tab=credits');
    await expect(page.getByTestId('credit-balance')).toHaveText(/^0\s*credits$/);
    await expect(page.getByText('Credits never expire')).toBeVisible();

    await page.getByRole('button', { name: 'Buy credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy credits' });
    const first = dialog.getByRole('radio').first();
    await expect(first).toBeChecked();
    await expect(dialog.getByText('Best Value!')).toBeVisible();
    await dialog.getByRole('button', { name: /^Buy 100 credits for/ }).click();

    await expect(page.getByText('TEST MODE — no real payment is taken')).toBeVisible();
    await expect(page.getByRole('heading', { name: '100 credits' })).toBeVisible();
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/dashboard\?tab=credits/);
    await expect(page.getByTestId('credit-balance')).toHaveText(/^100\s*credits$/);
    const transactions = page.getByRole('list', { name: 'Recent transactions' });
    await expect(transactions.getByText('Purchase')).toBeVisible();
    await expect(transactions.getByText('+100')).toBeVisible();
  });

  test('cancelling with the survey shows until when Premium stays active', async ({ page }) => {
    await signUpViaApi(page, 'billing');
    await subscribeViaApi(page);
    await page.goto('/dashboard?tab=subscription');
    await expect(page.getByText('Next billing date')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: 'Cancel subscription' });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByRole('textbox')).toBeHidden();
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('textbox').fill('Just taking a break.');
    await submit.click();

    await expect(dialog.getByText(/Your Premium stays active until \d+ \w+ \d{4}/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(/Cancels on \d+ \w+ \d{4}/)).toBeVisible();

    // Changed their mind: resuming brings the next billing date back.
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(page.getByText('Next billing date')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  });
});
