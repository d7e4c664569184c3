// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreditsSummary, CreditTransaction } from '#shared/api/billing';
import { SIGNED_OUT_VIEWER, type Viewer } from '#web/app/viewer';
import { memberMe } from '#web/test/me';
import { fakeFetch, json, renderWithProviders, type FakeRequest } from '#web/test/render';
import { CreditsTab } from './CreditsTab';
import { NotificationsTab } from './NotificationsTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfileTab } from './ProfileTab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = memberMe({ isPremium: true });
const down = () => json(503, { error: { code: 'unavailable', message: 'Down for a moment' } });
/** A request the server never answers: the tab stays in its loading state. */
const never = () => new Promise<Response>(() => undefined);

/** Answers GET /api/me with `account` and everything else with `rest`. */
function server(
  rest: (request: FakeRequest) => Response | Promise<Response>,
  account: object | null = me,
) {
  return fakeFetch((request) =>
    request.url === '/api/me'
      ? account
        ? json(200, account)
        : json(401, { error: { code: 'unauthorized', message: 'Sign in' } })
      : rest(request),
  );
}

describe('ProfileTab', () => {
  const viewer: Viewer = { ...SIGNED_OUT_VIEWER, ...me, signedIn: true };

  it("shows the member's name, username, e-mail and plan", () => {
    renderWithProviders(<ProfileTab viewer={viewer} />);
    expect(screen.getByText('Ada')).toBeTruthy();
    const details = screen.getByText('Email').closest('dl')!;
    expect(within(details).getByText('ada@example.com')).toBeTruthy();
    expect(within(details).getByText('@ada')).toBeTruthy();
    expect(within(details).getByText('Premium')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Edit profile/ }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('says Free User and dashes for what an account lacks', () => {
    renderWithProviders(
      <ProfileTab viewer={{ ...viewer, isPremium: false, username: null, email: null }} />,
    );
    expect(screen.getByText('Free User')).toBeTruthy();
    expect(screen.getAllByText('—')).toHaveLength(2);
  });
});

const summary: CreditsSummary = {
  balance: 1250,
  totalPurchased: 2000,
  totalUsed: 750,
  costs: [],
  neverExpire: true,
  monthlyCap: null,
  spentThisMonth: 0,
};
const purchase: CreditTransaction = {
  id: 1,
  transaction_type: 'purchase',
  amount: 500,
  balance_after: 1250,
  special_request_type: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

describe('CreditsTab', () => {
  const credits = (history: unknown) => (request: FakeRequest) =>
    request.url === '/api/credits/summary' ? json(200, summary) : json(200, history);

  it('shows the balance and the transactions once loaded', async () => {
    server(credits([purchase]));
    renderWithProviders(<CreditsTab />);
    expect((await screen.findByTestId('credit-balance')).textContent).toContain('1,250');
    expect(await screen.findByText('Purchase')).toBeTruthy();
    expect(screen.getByText('+500')).toBeTruthy();
  });

  it('says so when there are no transactions yet', async () => {
    server(credits([]));
    renderWithProviders(<CreditsTab />);
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
  });

  it('shows no balance while loading', async () => {
    server(never);
    renderWithProviders(<CreditsTab />);
    expect(await screen.findByText('Credit balance')).toBeTruthy();
    expect(screen.queryByTestId('credit-balance')).toBeNull();
  });

  it('offers a retry when the credits cannot be read, and shows them once it works', async () => {
    let failing = true;
    server((request) => (failing ? down() : credits([purchase])(request)));
    renderWithProviders(<CreditsTab />);
    expect(await screen.findByText("We couldn't load your credits")).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect((await screen.findByTestId('credit-balance')).textContent).toContain('1,250');
  });

  it('an answer of the wrong shape is an error, not a blank balance', async () => {
    server((request) =>
      request.url === '/api/credits/summary' ? json(200, { balance: 'lots' }) : json(200, []),
    );
    renderWithProviders(<CreditsTab />);
    expect(await screen.findByText("We couldn't load your credits")).toBeTruthy();
  });

  it('shows free members the locked card and reads no credits', async () => {
    const requests = server(credits([]), { ...me, isPremium: false });
    renderWithProviders(<CreditsTab />);
    expect(await screen.findByText('Credits are a Premium feature')).toBeTruthy();
    expect(requests.some((request) => request.url.startsWith('/api/credits'))).toBe(false);
  });
});

const settings = {
  dailyMessages: false,
  emailDigests: true,
  timeZone: 'Europe/Paris',
  dailyMessageHour: 9,
  pushDevices: 0,
};

describe('NotificationsTab', () => {
  it('shows the settings and saves a change', async () => {
    const requests = server((request) =>
      request.method === 'PUT'
        ? json(200, { ...settings, ...(request.body as object) })
        : json(200, settings),
    );
    renderWithProviders(<NotificationsTab />);
    const daily = await screen.findByRole('switch', { name: 'Daily messages' });
    expect(daily.getAttribute('aria-checked')).toBe('false');
    expect(
      screen.getByRole('switch', { name: 'E-mail digests' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByText(/09:00 \(Europe\/Paris\)/)).toBeTruthy();
    await userEvent.click(daily);
    await waitFor(() => expect(daily.getAttribute('aria-checked')).toBe('true'));
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      url: '/api/notifications/settings',
      body: { dailyMessages: true },
    });
  });

  it('keeps the switch as it was when the server refuses the change', async () => {
    server((request) =>
      request.method === 'PUT'
        ? json(400, { error: { code: 'invalid', message: 'Not allowed' } })
        : json(200, settings),
    );
    renderWithProviders(<NotificationsTab />);
    const daily = await screen.findByRole('switch', { name: 'Daily messages' });
    await userEvent.click(daily);
    await waitFor(() => expect((daily as HTMLButtonElement).disabled).toBe(false));
    expect(daily.getAttribute('aria-checked')).toBe('false');
  });

  it('shows no switches while loading', async () => {
    server(never);
    renderWithProviders(<NotificationsTab />);
    expect(await screen.findByText('Notifications')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('offers a retry when the settings cannot be read', async () => {
    let failing = true;
    server(() => (failing ? down() : json(200, settings)));
    renderWithProviders(<NotificationsTab />);
    expect(await screen.findByText("We couldn't load your notification settings")).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('switch', { name: 'Daily messages' })).toBeTruthy();
  });

  it('tells a free member that push is part of Premium', async () => {
    server(() => json(200, settings), { ...me, isPremium: false });
    renderWithProviders(<NotificationsTab />);
    expect(await screen.findByText(/part of Premium/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Premium' }).getAttribute('href')).toBe('/pricing');
  });
});

describe('PrivacyTab', () => {
  it('offers export and deletion to a signed-in member', async () => {
    server(() => json(200, {}));
    renderWithProviders(<PrivacyTab />);
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Delete account/ })).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in', async () => {
    server(() => json(200, {}), null);
    renderWithProviders(<PrivacyTab />);
    expect(await screen.findByText(/Sign in to download or delete your data/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
  });

  it('shows neither while the account is loading', () => {
    fakeFetch(never);
    renderWithProviders(<PrivacyTab />);
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
    expect(screen.queryByText(/Sign in to download/)).toBeNull();
  });

  it('downloads the export and says so; a failed export says that instead', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let exportWorks = false;
    server(() =>
      exportWorks
        ? new Response('{"account":{}}', {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="velvet-ada.json"' },
          })
        : down(),
    );
    renderWithProviders(<PrivacyTab />);
    const download = await screen.findByRole('button', { name: 'Download my data' });
    await userEvent.click(download);
    await waitFor(() => expect((download as HTMLButtonElement).disabled).toBe(false));
    expect(createObjectURL).not.toHaveBeenCalled();
    exportWorks = true;
    await userEvent.click(download);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
  });
});
