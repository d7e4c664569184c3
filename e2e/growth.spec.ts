import { expect, test } from '@playwright/test';
import { appOrigin, confirmAge, newAccount, signUpViaApi } from './support';

test.describe('referrals and coupons', () => {
  // Two accounts and two browsers: slower than one page on a busy machine.
  test.setTimeout(180_000);

  test("a visitor opens a referral link and signs up: the referrer's tab counts them", async ({
    page,
    browser,
  }) => {
    await confirmAge(page);
    await signUpViaApi(page, 'referrer');
    await page.goto('/dashboard?tab=referrals');
    const link = await page.getByTestId('referral-link').textContent();
    const code = new URL(link!).searchParams.get('ref')!;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await expect(page.getByText('No referrals yet.', { exact: false })).toBeVisible();

    const visitorContext = await browser.newContext({ baseURL: appOrigin() });
    const visitor = await visitorContext.newPage();
    await confirmAge(visitor);
    await visitor.goto(`/?ref=${code}`);
    // The code is remembered and tidied out of the address bar.
    await expect(visitor).toHaveURL(/\/$/);
    const friend = newAccount('friend');
    await visitor.goto('/auth?mode=signup');
    const form = visitor.getByRole('form', { name: 'Sign Up' });
    await form.getByLabel('Email').fill(friend.email);
    await form.getByLabel('Username').fill(friend.username);
    await form.getByLabel('Password', { exact: true }).fill(friend.password);
    await form.getByLabel(/I am 18 or older/).check();
    await form.getByRole('button', { name: 'Create Account' }).click();
    // Password hashing on a busy machine can take a while.
    await expect(visitor).toHaveURL(/\/characters$/, { timeout: 60_000 });
    await visitorContext.close();

    await page.reload();
    const signups = page.getByText('Sign-ups', { exact: true }).locator('..');
    await expect(signups.locator('dd')).toHaveText('1');
    await expect(page.getByText('No referrals yet.', { exact: false })).toHaveCount(0);
  });

  test('WELCOME10 at checkout shows the discount and the test checkout charges it', async ({
    page,
  }) => {
    await confirmAge(page);
    await signUpViaApi(page, 'coupon');
    await page.goto('/pricing');
    await page.getByLabel('Coupon code').fill('nope');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('That coupon code is not valid.');

    await page.getByLabel('Coupon code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status')).toContainText('WELCOME10: 10% off');
    await expect(page.getByRole('status')).toContainText('€8.99 instead of €9.99');

    const premium = page.getByRole('region', { name: 'Premium', exact: true });
    await premium.getByRole('button', { name: 'Get Premium' }).click();
    await expect(page).toHaveURL(/\/billing\/test-checkout\?session=/);
    await expect(page.getByRole('button', { name: 'Pay €8.99' })).toBeVisible();
  });
});
