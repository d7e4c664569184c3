import { expect, test, type Page } from '@playwright/test';
import {
  confirmAge,
  newAccount,
  signInInBrowser,
  signUpInBrowser,
  signUpViaApi,
  subscribeViaApi,
} from './support';

/*
 * Accounts: sign-up, sign-in, sign-out, the sidebar's states, /profile, data export and
 * account deletion. Auth allows 10 attempts a minute per IP: this file makes 8.
 */

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

test.describe('accounts', () => {
  test('sign up in the browser, see the account in the sidebar, sign out', async ({ page }) => {
    const account = await signUpInBrowser(page);
    const side = sidebar(page);
    await expect(side.getByText(account.username, { exact: true })).toBeVisible();
    await expect(side.getByText('Free User')).toBeVisible();
    await expect(side.getByRole('link', { name: 'Become Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    // Members confirmed 18+ at sign-up: no gate, and no 'Sign in' button.
    await expect(page.getByRole('dialog', { name: '18+ only' })).toHaveCount(0);
    await expect(side.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(side.getByRole('link', { name: 'Generate Image' })).toHaveCount(0);

    // An existing session skips the sign-in page.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/characters$/);

    await side.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(side.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(side.getByText(account.username, { exact: true })).toHaveCount(0);
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
  });

  test('sign-in: wrong password, then the right one returns to ?next=', async ({ page }) => {
    const account = await signUpViaApi(page);
    await page.context().clearCookies();

    await page.goto('/auth?next=/profile');
    await signInInBrowser(page, { email: account.email, password: 'not-the-password' });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?next=/);

    await signInInBrowser(page, account);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  });

  test('sign-up form: field messages, the 18+ checkbox, a taken username', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/mode=signup/);
    const form = page.getByRole('form', { name: 'Sign Up' });
    await expect(form.getByText('At least 8 characters')).toBeVisible();
    await expect(page.getByText('By continuing you confirm you are 18+')).toBeVisible();

    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Username').fill('a!');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(form.getByText(/Please confirm you are 18 or older/)).toBeVisible();

    // The server's duplicate message lands under the field (one sign-up to own the name).
    const taken = await signUpViaApi(page, 'dup');
    await page.context().clearCookies();
    const fresh = newAccount('dup2');
    await form.getByLabel('Email').fill(fresh.email);
    await form.getByLabel('Username').fill(taken.username);
    await form.getByLabel('Password', { exact: true }).fill(fresh.password);
    await form.getByLabel(/I am 18 or older/).check();
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('That username is taken').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('third-party sign-in errors are explained on /auth', async ({ page }) => {
    await page.goto('/auth/callback?error=oauth_error&error=access_denied');
    await expect(page).toHaveURL(/\/auth\?error=oauth_error/);
    await expect(page.getByText('Google authentication failed. Please try again.')).toBeVisible();
    await expect(page.getByText('OAuth error: access_denied')).toBeVisible();

    // Back from the provider without a session.
    await page.goto('/auth/callback');
    await expect(page).toHaveURL(/\/auth\?error=no_session_created/);
    await expect(page.getByText('Session creation failed')).toBeVisible();
    // Google sign-in is not configured on the e2e server, so its button is absent.
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  });

  test('profile: live account, export, premium states, sign out', async ({ page }) => {
    // No confirmAge: a signed-in member never sees the gate.
    const account = await signUpViaApi(page, 'prof');
    await page.goto('/profile');
    await expect(page.getByRole('dialog', { name: '18+ only' })).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByText(account.email, { exact: true })).toBeVisible();
    await expect(main.getByText('Free', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/billing',
    );
    const me = (await (await page.request.get('/api/me')).json()) as { id: string };
    await expect(main.getByText(me.id, { exact: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`velvet-data-${account.username}.json`);
    const exported = JSON.parse(await readDownload(file)) as { account: { email: string } };
    expect(exported.account.email).toBe(account.email);

    // Premium: the sidebar badge, the dashboard link and the premium menu item appear.
    await subscribeViaApi(page);
    await page.reload();
    const side = sidebar(page);
    await expect(side.getByText('Premium Active')).toBeVisible();
    await expect(side.getByText('All features unlocked')).toBeVisible();
    await expect(side.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(side.getByRole('link', { name: 'Generate Image' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);

    await main.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Not Logged In' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fprofile|\/auth\?next=\/profile/);
  });

  test('delete account: the e-mail must match, then everything is gone', async ({ page }) => {
    await confirmAge(page);
    const account = await signUpViaApi(page, 'del');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('someone-else@example.com');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill(account.email);
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);
    // The server's own tests cover that the rows are gone; here: the session is.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Not Logged In' })).toBeVisible();
  });
});

async function readDownload(download: import('@playwright/test').Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
