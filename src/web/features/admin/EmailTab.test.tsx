// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailItem } from '#shared/api/adminOps';
import { fakeFetch, json, renderWithProviders } from '#web/test/render';
import EmailTab from './EmailTab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mail = (overrides: Partial<EmailItem>): EmailItem => ({
  id: 1,
  to: 'ann@example.com',
  templateName: 'welcome_email',
  subject: 'Welcome to Velvet, ann',
  status: 'sent',
  error: null,
  attempts: 1,
  provider: 'smtp',
  createdAt: '2026-11-24T05:00:00.000Z',
  sentAt: '2026-11-24T05:00:01.000Z',
  ...overrides,
});

describe('EmailTab', () => {
  it('shows status, error and attempts, and resends only a failed message', async () => {
    const requests = fakeFetch(({ method }) =>
      method === 'POST'
        ? json(200, { ok: true })
        : json(200, {
            provider: 'smtp',
            total: 2,
            items: [
              mail({ id: 1 }),
              mail({
                id: 2,
                to: 'nobody@example.com',
                status: 'failed',
                error: '5.1.1 Recipient address rejected (SMTP 550)',
                sentAt: null,
              }),
            ],
          }),
    );
    renderWithProviders(<EmailTab />);
    expect(await screen.findByText('Delivered through SMTP.')).toBeTruthy();
    expect(screen.getByText('5.1.1 Recipient address rejected (SMTP 550)')).toBeTruthy();
    expect(
      screen.getByText(/nobody@example\.com · welcome_email · written .* · 1 attempt · smtp/),
    ).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Resend' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]);
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'POST' && r.url === '/api/admin/emails/2/resend'),
      ).toBe(true),
    );
  });

  it('says when no provider is configured, and offers no resend', async () => {
    fakeFetch(() =>
      json(200, {
        provider: 'outbox',
        total: 1,
        items: [
          mail({
            status: 'unsent',
            error: 'No e-mail provider is configured',
            provider: null,
            attempts: 0,
            sentAt: null,
          }),
        ],
      }),
    );
    renderWithProviders(<EmailTab />);
    expect(await screen.findByText(/messages stay here and are not delivered/)).toBeTruthy();
    expect(screen.getByText('No e-mail provider is configured')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });
});
