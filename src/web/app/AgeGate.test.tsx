// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AgeGate, preloadAgeGate, useAgeGateShown } from './AgeGate';
import { SIGNED_OUT_VIEWER } from './viewer';

afterEach(cleanup);

/** The layout's part: it asks whether the question stands and re-renders when it is answered. */
function Layout() {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const shown = useAgeGateShown(SIGNED_OUT_VIEWER);
  return shown ? <AgeGate onConfirmed={rerender} /> : null;
}
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'velvet_age=; Max-Age=0; Path=/';
});

describe('AgeGate', () => {
  it('asks on a guarded page in a dialog named by its title, answers enabled', async () => {
    await preloadAgeGate();
    renderWithProviders(<Layout />, { route: '/characters' });
    // Named by its title: the dialog's own ids must survive the shared card's markup.
    await screen.findByRole('dialog', { name: '18+ only' });
    expect(screen.getByRole('button', { name: 'I am 18 or older' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('remembers the answer for the app and for the server, then steps aside', async () => {
    renderWithProviders(<Layout />, { route: '/pricing' });
    await userEvent.click(await screen.findByRole('button', { name: 'I am 18 or older' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('velvet.ageConfirmed')).toBe('yes');
    expect(document.cookie).toContain('velvet_age=yes');
  });

  it('does not ask a browser whose cookie carries the answer (the server sent the page)', () => {
    document.cookie = 'velvet_age=yes; Path=/';
    renderWithProviders(<Layout />, { route: '/characters' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('velvet.ageConfirmed')).toBeNull();
  });

  it('does not ask on the landing page', () => {
    renderWithProviders(<Layout />, { route: '/' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
