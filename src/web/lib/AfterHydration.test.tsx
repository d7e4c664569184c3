// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterHydration } from './AfterHydration';

const Part = () => (
  <AfterHydration fallback={<i>placeholder</i>}>
    <b>part</b>
  </AfterHydration>
);

// React's act() warns unless the environment declares itself a test one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

function newContainer(html = '') {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('AfterHydration', () => {
  it('draws the placeholder on the server', () => {
    expect(renderToString(<Part />)).toBe('<i>placeholder</i>');
  });

  it('draws the part at once in a client render', async () => {
    const root = createRoot(newContainer());
    await act(() => root.render(<Part />));
    expect(container?.innerHTML).toBe('<b>part</b>');
    await act(() => root.unmount());
  });

  it('hydrates the placeholder without a mismatch, then draws the part', async () => {
    const errors: unknown[] = [];
    const markup = renderToString(<Part />);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(() => {
      root = hydrateRoot(newContainer(markup), <Part />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container?.innerHTML).toBe('<b>part</b>');
    await act(() => root?.unmount());
  });
});
