// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { AUTH_MESSAGES } from '#shared/api/auth';
import { memberMe } from '#web/test/me';
import { fakeFetch, json, renderWithProviders } from '#web/test/render';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = memberMe();

describe('SignInForm', () => {
  it('shows field errors on an empty submit and sends nothing', async () => {
    const requests = fakeFetch(() => json(500, {}));
    renderWithProviders(<SignInForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows the invalid-credentials banner on a 401 and stays on the page', async () => {
    fakeFetch(() => json(401, { error: { code: 'invalid_credentials', message: 'nope' } }));
    renderWithProviders(<SignInForm />, { route: '/auth?next=/chat' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(AUTH_MESSAGES.invalidCredentials)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/auth?next=/chat');
  });

  it('signs in, reloads the account and follows ?next', async () => {
    const requests = fakeFetch(({ url }) =>
      url === '/api/me' ? json(200, me) : json(200, { token: 'x' }),
    );
    renderWithProviders(<SignInForm />, { route: '/auth?next=%2Fchat' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/chat'));
    expect(requests[0]).toMatchObject({
      url: '/api/auth/sign-in/email',
      method: 'POST',
      body: { email: 'ada@example.com', password: 'correct horse' },
    });
    expect(requests.some((request) => request.url === '/api/me')).toBe(true);
  });
});

describe('SignInForm failures', () => {
  it('shows the server’s reason on a 429 and the generic message when the server is down', async () => {
    let answer = () => json(429, { error: { code: 'rate_limited', message: 'Too many tries' } });
    fakeFetch(() => answer());
    renderWithProviders(<SignInForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Too many tries')).toBeTruthy();
    answer = () => json(503, { error: { code: 'unavailable', message: 'internal detail' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(AUTH_MESSAGES.generic)).toBeTruthy();
    expect(screen.queryByText('internal detail')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

describe('SignUpForm', () => {
  it('explains a short username and password and sends nothing', async () => {
    const requests = fakeFetch(() => json(500, {}));
    renderWithProviders(<SignUpForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Username/), 'ad');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Sign Up|Create/ }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText(/^Password must be at least \d+ characters/)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('creates the account, remembers the 18+ answer and follows ?next', async () => {
    localStorage.clear();
    const requests = fakeFetch(({ url }) =>
      url === '/api/me' ? json(200, me) : json(200, { token: 'x' }),
    );
    renderWithProviders(<SignUpForm />, { route: '/auth?next=%2Fpricing' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Username/), 'ada_l');
    await userEvent.type(screen.getByLabelText(/^Password/), 'a long password');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Sign Up|Create/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/pricing'));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: {
        email: 'ada@example.com',
        username: 'ada_l',
        password: 'a long password',
        ageConfirmed: true,
      },
    });
    expect(localStorage.getItem('velvet.ageConfirmed')).toBe('yes');
  });

  it('refuses to send until 18+ and the Terms are confirmed', async () => {
    const requests = fakeFetch(() => json(500, {}));
    renderWithProviders(<SignUpForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Username/), 'ada_l');
    await userEvent.type(screen.getByLabelText(/^Password/), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: /Sign Up|Create/ }));
    expect(await screen.findByText(/Please confirm you are 18 or older/)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('puts a taken e-mail on the e-mail field', async () => {
    fakeFetch(() =>
      json(409, { error: { code: 'email_taken', message: 'That e-mail is already registered' } }),
    );
    renderWithProviders(<SignUpForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Username/), 'ada_l');
    await userEvent.type(screen.getByLabelText(/^Password/), 'a long password');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Sign Up|Create/ }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('That e-mail is already registered').length).toBeGreaterThan(0);
  });
});
