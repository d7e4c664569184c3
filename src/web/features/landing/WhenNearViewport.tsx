import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Scrolling or a key (Tab towards the sections, Page Down, Space) may bring them into view. */
const INTENT_EVENTS = ['scroll', 'keydown'];
const LISTENER = { passive: true, capture: true };

/**
 * Draws `children` only once the block it holds comes within 100px of the screen, or the visitor
 * scrolls or presses a key; until then an empty block of `className` keeps its place, so nothing
 * on screen moves when they arrive. The server's markup and the hydrating render both draw the
 * empty block (as `lib/AfterHydration` does), so hydration keeps it.
 *
 * Mounting the landing page's lower sections during the load was the page's longest work after
 * the first paint: React's commits for sections nobody had scrolled to, their API calls and
 * portraits (docs/decisions/0046-landing-below-fold-on-approach.md).
 */
export function WhenNearViewport({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const [near, setNear] = useState(false);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && show(),
      { rootMargin: '100px' },
    );
    observer.observe(holder.current!);
    for (const type of INTENT_EVENTS) addEventListener(type, show, LISTENER);
    return () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) removeEventListener(type, show, LISTENER);
    };
  }, [near]);

  return near ? children : <div ref={holder} className={className} />;
}
