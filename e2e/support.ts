import { expect, type APIResponse, type Page } from '@playwright/test';

/*
 * Helpers shared by the e2e specs. Every spec run starts one server, and sign-up/sign-in allow
 * 10 attempts a minute per IP (all tests come from 127.0.0.1): create users sparingly.
 */

export interface TestAccount {
  email: string;
  username: string;
  password: string;
}

let accountCount = 0;

/** A fresh, valid set of credentials (usernames allow letters, digits and '_', up to 30). */
export function newAccount(prefix = 'e2e'): TestAccount {
  accountCount += 1;
  const id = `${Date.now().toString(36)}${accountCount}`;
  return {
    email: `${prefix}-${id}@example.com`,
    username: `${prefix}_${id}`.slice(0, 30),
    password: 'correct-horse-battery',
  };
}

/**
 * Skips the 18+ gate, as a returning adult's browser would (call before the first goto): the
 * app reads local storage, the server the cookie (it then sends the page, not the question).
 */
export async function confirmAge(page: Page) {
  await page.addInitScript(() => localStorage.setItem('velvet.ageConfirmed', 'yes'));
  await page.context().addCookies([{ name: 'velvet_age', value: 'yes', url: appOrigin() }]);
}

/**
 * Waits until the app has taken over a page the server sent already drawn (the landing page, the
 * 18+ question): until then its buttons are markup without handlers (docs/decisions/0043). React
 * tags every element it renders with a `__reactFiber…` key; the server's markup has none.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return Boolean(first && Object.keys(first).some((key) => key.startsWith('__reactFiber')));
  });
}

/** Signs up through the API; the session cookie lands in the page's browser context. */
export async function signUpViaApi(page: Page, prefix = 'api'): Promise<TestAccount> {
  const account = newAccount(prefix);
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { ...account, ageConfirmed: true },
    headers: { origin: appOrigin() },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return account;
}

/** Pays a checkout the server just opened, on the local test-mode checkout page's API. */
async function payTestCheckout(page: Page, checkout: APIResponse) {
  expect(checkout.ok(), await checkout.text()).toBeTruthy();
  const { url } = (await checkout.json()) as { url: string };
  const sessionId = new URL(url, appOrigin()).searchParams.get('session')!;
  const paid = await page.request.post(`/api/billing/test-checkout/${sessionId}/complete`, {
    data: { outcome: 'pay' },
    headers: { origin: appOrigin() },
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
}

/** Premium (monthly) through the local test-mode checkout: setup through the API, not the UI. */
export async function subscribeViaApi(page: Page) {
  const headers = { origin: appOrigin() };
  const checkout = await page.request.post('/api/billing/checkout', {
    data: { plan: 'monthly' },
    headers,
  });
  await payTestCheckout(page, checkout);
}

/** Signs up with the /auth form, the way a visitor does; ends on /characters. */
export async function signUpInBrowser(page: Page, prefix = 'web'): Promise<TestAccount> {
  const account = newAccount(prefix);
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel(/I am 18 or older/).check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/characters$/);
  return account;
}

/** Signs in with the /auth form (Login tab). */
export async function signInInBrowser(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
) {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The origin the e2e server trusts (playwright.config.ts: baseURL on E2E_PORT). */
export function appOrigin() {
  return `http://localhost:${process.env.E2E_PORT ?? 3100}`;
}

/** Buys the cheapest credit package through the local test-mode checkout (setup, not the UI). */
export async function buyCreditsViaApi(page: Page) {
  const headers = { origin: appOrigin() };
  const packages = (await (await page.request.get('/api/credits/packages')).json()) as Array<{
    id: string;
  }>;
  const checkout = await page.request.post('/api/credits/checkout', {
    data: { packageId: packages[0]!.id },
    headers,
  });
  await payTestCheckout(page, checkout);
}
