import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Within this distance of the end the list counts as "at the bottom" and keeps following. */
const BOTTOM_SLACK_PX = 80;

/**
 * Keeps a scrolling list pinned to its newest content while the user is at the bottom,
 * and leaves it alone once they scroll up (they get a "Jump to latest" button instead).
 * Older content added above keeps the visible messages where they were.
 */
export function useStickToBottom(
  scroller: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
) {
  const stuck = useRef(true);
  const [atBottom, setAtBottom] = useState(true);
  const beforePrepend = useRef<{ height: number; top: number } | null>(null);

  const scrollToBottom = useCallback(
    (behavior: ScrollBehavior = 'auto') => {
      const element = scroller.current;
      if (!element) return;
      stuck.current = true;
      setAtBottom(true);
      element.scrollTo({ top: element.scrollHeight, behavior });
    },
    [scroller],
  );

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
      stuck.current = distance <= BOTTOM_SLACK_PX;
      setAtBottom(stuck.current);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [scroller]);

  // Whatever makes the content grow (a new message, streamed words, a late image), follow it.
  useLayoutEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner) return;
    const observer = new ResizeObserver(() => {
      const saved = beforePrepend.current;
      if (saved) {
        beforePrepend.current = null;
        element.scrollTop = saved.top + (element.scrollHeight - saved.height);
      } else if (stuck.current) {
        element.scrollTop = element.scrollHeight;
      }
    });
    observer.observe(inner);
    element.scrollTop = element.scrollHeight;
    return () => observer.disconnect();
  }, [scroller, content]);

  /** Call just before older messages are added above, to keep the reader's place. */
  const rememberPosition = useCallback(() => {
    const element = scroller.current;
    if (element) beforePrepend.current = { height: element.scrollHeight, top: element.scrollTop };
  }, [scroller]);

  return { atBottom, scrollToBottom, rememberPosition };
}
