// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from './WhenNearViewport';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would. */
let observed: { callback: IntersectionObserverCallback; margin?: string; target?: Element }[];
class FakeObserver {
  private entry: (typeof observed)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, margin: options?.rootMargin };
    observed.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    this.entry.target = undefined;
  }
}

const Sections = () => (
  <WhenNearViewport className="min-h-dvh">
    <b>sections</b>
  </WhenNearViewport>
);

let container: HTMLElement;
let root: Root;
beforeEach(async () => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(() => root.render(<Sections />));
});
afterEach(async () => {
  await act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('WhenNearViewport', () => {
  it('draws only the space holder on the server and after the first render', () => {
    expect(renderToString(<Sections />)).toBe('<div class="min-h-dvh"></div>');
    expect(container.innerHTML).toBe('<div class="min-h-dvh"></div>');
    expect(observed[0]?.target).toBe(container.firstElementChild);
  });

  it('draws the children when the holder comes near the screen', async () => {
    const { callback, target } = observed[0]!;
    await act(() =>
      callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as never),
    );
    expect(container.innerHTML).not.toContain('sections');
    await act(() =>
      callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as never),
    );
    expect(container.innerHTML).toBe('<b>sections</b>');
    expect(observed[0]?.target).toBeUndefined();
  });

  it.each(['scroll', 'keydown'])('draws the children on the first %s', async (type) => {
    await act(() => window.dispatchEvent(new Event(type)));
    expect(container.innerHTML).toBe('<b>sections</b>');
  });
});
