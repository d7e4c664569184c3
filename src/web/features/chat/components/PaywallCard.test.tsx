// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { PaywallCard } from './PaywallCard';

afterEach(cleanup);

describe('PaywallCard', () => {
  it('shows variant A copy and sends a member straight to the plans', () => {
    renderWithProviders(<PaywallCard variant="A" signedIn />);
    const card = screen.getByRole('complementary', { name: 'Premium required' });
    expect(card.textContent).toContain('Premium unlocks intimate conversations');
    const link = screen.getByRole('link', { name: /Unlock Intimacy/ });
    expect(link.getAttribute('href')).toBe('/pricing');
    expect(screen.queryByText(/Create a free account first/)).toBeNull();
  });

  it('shows variant B copy and sends a guest to sign up first, then back to the plans', () => {
    renderWithProviders(<PaywallCard variant="B" signedIn={false} />);
    const link = screen.getByRole('link', { name: /Go Further Now/ });
    expect(link.getAttribute('href')).toBe('/auth?next=%2Fpricing');
    expect(screen.getByText(/Create a free account first/)).toBeTruthy();
  });
});
