import { useCallback, useEffect, useMemo, useRef, type Dispatch } from 'react';
import { MESSAGE_READ_DELAY_MS, MESSAGE_SENT_DELAY_MS } from '../../../shared/constants';
import type { ChatAction } from './chatState';

/** Where a user message's id may change (local → stored) while its timers run. */
export type IdRef = { current: string };

/**
 * Runs the timed steps of a user message's status (docs/PRODUCT.md#states): 'Sending...', 'Sent' after
 * 100 ms, 'Delivered' when the reply is done (never before 'Sent' has shown), 'Read' 500 ms later.
 */
export function useDeliveryTimers(dispatch: Dispatch<ChatAction>) {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const sentAt = useRef(new Map<IdRef, number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const sending = useCallback(
    (id: IdRef) => {
      sentAt.current.set(id, Date.now() + MESSAGE_SENT_DELAY_MS);
      later(MESSAGE_SENT_DELAY_MS, () =>
        dispatch({ type: 'delivery', id: id.current, status: 'sent', onlyFrom: 'sending' }),
      );
    },
    [dispatch, later],
  );

  const replied = useCallback(
    (id: IdRef) => {
      const wait = Math.max(0, (sentAt.current.get(id) ?? 0) - Date.now());
      sentAt.current.delete(id);
      const deliver = () => dispatch({ type: 'delivery', id: id.current, status: 'delivered' });
      if (wait > 0) later(wait, deliver);
      else deliver();
      later(wait + MESSAGE_READ_DELAY_MS, () =>
        dispatch({ type: 'delivery', id: id.current, status: 'read' }),
      );
    },
    [dispatch, later],
  );

  const failed = useCallback(
    (id: IdRef) => {
      sentAt.current.delete(id);
      dispatch({ type: 'delivery', id: id.current, status: 'failed' });
    },
    [dispatch],
  );

  return useMemo(() => ({ sending, replied, failed }), [sending, replied, failed]);
}
