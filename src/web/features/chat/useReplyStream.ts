import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { toast } from 'sonner';
import type { ChatMessage, ChatStreamEvent } from '#shared/api/chat';
import { MESSAGE_READ_DELAY_MS, MESSAGE_SENT_DELAY_MS } from '#shared/constants';
import { ApiRequestError } from '#web/lib/api';
import { PaywallError, streamChat } from './api';
import type { ChatAction } from './chatState';

export interface ReplyRequest {
  path: string;
  method: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
}

/** Where a user message's id may change (local → stored) while its timers run. */
export type IdRef = { current: string };

/** The user message a reply answers, when the client is tracking its status. */
export interface TrackedUserMessage {
  id: IdRef;
  text: string;
  /** 'send' and 'edit' run the timed status steps from the start; 'resume' only finishes them. */
  origin: 'send' | 'edit' | 'resume';
}

export interface ReplyCallbacks {
  /** A reply (or the paywall) was stored: the conversation list is out of date. */
  onSettled: (reply: ChatMessage | null) => void;
  /** The server refused the message before storing it: give the text back to the input. */
  onRefused: (text: string) => void;
  onSuspended: (message: string) => void;
  /**
   * Fetch the conversation again (after a dropped stream, or a refused edit). `soon` when the
   * reply is running elsewhere (another server instance): look again after a pause.
   */
  reload: (soon?: boolean) => void;
}

const REFUSED_BEFORE_STORING = new Set([400, 403, 404, 409, 429]);

/**
 * Runs the timed steps of a user message's status (docs/PRODUCT.md#states): 'Sending...', 'Sent'
 * after 100 ms, 'Delivered' when the reply is done (never before 'Sent' has shown), 'Read' 500 ms
 * later; or 'Failed'.
 */
function useDeliverySteps(dispatch: Dispatch<ChatAction>) {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const sentAt = useRef(new Map<IdRef, number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return useMemo(() => {
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        run();
      }, ms);
      timers.current.add(timer);
    };
    const step = (id: IdRef, status: 'sent' | 'delivered' | 'read') => () =>
      dispatch({
        type: 'delivery',
        id: id.current,
        status,
        onlyFrom: status === 'sent' ? 'sending' : undefined,
      });
    return {
      sending(id: IdRef) {
        sentAt.current.set(id, Date.now() + MESSAGE_SENT_DELAY_MS);
        later(MESSAGE_SENT_DELAY_MS, step(id, 'sent'));
      },
      replied(id: IdRef) {
        const wait = Math.max(0, (sentAt.current.get(id) ?? 0) - Date.now());
        sentAt.current.delete(id);
        if (wait > 0) later(wait, step(id, 'delivered'));
        else step(id, 'delivered')();
        later(wait + MESSAGE_READ_DELAY_MS, step(id, 'read'));
      },
      failed(id: IdRef) {
        sentAt.current.delete(id);
        dispatch({ type: 'delivery', id: id.current, status: 'failed' });
      },
    };
  }, [dispatch]);
}

/** Runs one streamed call at a time and turns its events (or its failure) into state changes. */
export function useReplyStream(dispatch: Dispatch<ChatAction>, callbacks: ReplyCallbacks) {
  const steps = useDeliverySteps(dispatch);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  // Leaving the chat only stops listening; the server finishes the reply regardless.
  useEffect(
    () => () => {
      abort.current?.abort();
      abort.current = null;
      busy.current = false;
    },
    [],
  );

  const run = useCallback(
    async (request: ReplyRequest, user: TrackedUserMessage | null, draftFor: string | null) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      const controller = new AbortController();
      abort.current = controller;
      const { onSettled, onRefused, onSuspended, reload } = latest.current;

      /** The server stored the user's message: it takes the stored id from now on. */
      const confirm = (stored: ChatMessage | undefined) => {
        if (!user || !stored) return;
        dispatch({ type: 'userConfirmed', localId: user.id.current, message: stored });
        user.id.current = stored.id;
      };
      /** The reply (or the paywall's) is in: the message is delivered, then read. */
      const settle = (reply: ChatMessage | null) => {
        if (user) steps.replied(user.id);
        onSettled(reply);
      };
      /** No reply: the message shows 'Failed' with the hiccup line (docs/PRODUCT.md#chat-message-delivery). */
      const fail = (description: string) => {
        if (user && user.origin !== 'resume') steps.failed(user.id);
        else toast.error('The reply could not be written', { description });
      };

      let ended = false;
      const onEvent = (event: ChatStreamEvent) => {
        switch (event.event) {
          case 'user_message':
            return confirm(event.data);
          case 'start':
            return dispatch({ type: 'drafted', messageId: event.data.messageId });
          case 'delta':
            return dispatch({ type: 'drafted', text: event.data.text });
          case 'message':
            ended = true;
            dispatch({ type: 'upserted', message: event.data });
            dispatch({ type: 'draftClosed' });
            return settle(event.data);
          case 'error':
            ended = true;
            dispatch({ type: 'draftClosed' });
            confirm(event.data.userMessage);
            fail(event.data.message);
            return onSettled(null);
        }
      };

      dispatch({ type: 'draftOpened', messageId: draftFor });
      if (user && user.origin !== 'resume') steps.sending(user.id);
      try {
        const streamed = await streamChat(
          request.path,
          { method: request.method, body: request.body, signal: controller.signal },
          onEvent,
        );
        // Nothing to follow (204), or the connection dropped mid-reply: ask the server.
        if (!streamed || !ended) reload(!streamed);
      } catch (error) {
        if (controller.signal.aborted) {
          // Left the chat: nothing to show.
        } else if (error instanceof PaywallError && user) {
          const { userMessage, assistantMessage, variant } = error.paywall;
          confirm(userMessage);
          // The card's A/B copy comes with the 402 (older replies carry it on the message).
          if (assistantMessage)
            dispatch({
              type: 'upserted',
              message: {
                ...assistantMessage,
                paywallVariant: assistantMessage.paywallVariant ?? variant,
              },
            });
          settle(assistantMessage ?? null);
        } else if (error instanceof ApiRequestError && REFUSED_BEFORE_STORING.has(error.status)) {
          if (user?.origin === 'send') dispatch({ type: 'removed', id: user.id.current });
          if (user?.origin === 'edit') reload();
          if (user && user.origin !== 'resume') onRefused(user.text);
          if (error.code === 'account_suspended') onSuspended(error.message);
          else if (error.status === 429)
            toast.error('Slow down a little', { description: error.message });
          else toast.error(error.message);
        } else if (user?.origin === 'send') {
          fail('Please try again.');
        } else {
          toast.error('The reply could not be written', { description: 'Please try again.' });
          reload();
        }
      } finally {
        if (abort.current === controller) abort.current = null;
        if (!controller.signal.aborted) {
          dispatch({ type: 'draftClosed' });
          busy.current = false;
          setPending(false);
        }
      }
    },
    [dispatch, steps],
  );

  return { run, pending, busy };
}
