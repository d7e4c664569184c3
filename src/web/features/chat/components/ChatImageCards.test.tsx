// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { ChatImageCards } from './ChatImageCards';

afterEach(cleanup);

const handlers = { onFinished: vi.fn(), onDismiss: vi.fn() };

describe('ChatImageCards', () => {
  it('shows the Premium card, sending a guest to sign up first', () => {
    renderWithProviders(
      <ChatImageCards
        images={[{ key: 'a', kind: 'paywall' }]}
        characterName="Luna"
        signedIn={false}
        {...handlers}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pictures are a Premium feature' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /See Premium/ }).getAttribute('href')).toBe(
      '/auth?next=%2Fpricing',
    );
  });

  it('shows a failure that can be dismissed', () => {
    renderWithProviders(
      <ChatImageCards
        images={[{ key: 'b', kind: 'failed', message: 'Generation failed: busy' }]}
        characterName="Luna"
        signedIn
        {...handlers}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Generation failed: busy');
    screen.getByRole('button', { name: 'Dismiss' }).click();
    expect(handlers.onDismiss).toHaveBeenCalledWith('b');
  });

  it('renders nothing without pictures', () => {
    renderWithProviders(<ChatImageCards images={[]} characterName="Luna" signedIn {...handlers} />);
    expect(screen.queryByTestId('image-paywall-card')).toBeNull();
    expect(screen.queryByTestId('chat-image-progress')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
