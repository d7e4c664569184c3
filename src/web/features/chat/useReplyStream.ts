import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { toast } from 'sonner';
import type { ChatMessage } from '../../../shared/api/chat';
import { ApiRequestError } from '../../lib/api';
import { paywallOf, streamChat } from './api';
import type { ChatAction } from './chatState';
import { useDeliveryTimers, type IdRef } from './useDeliveryTimers';

export interface ReplyRequest {
  path: string;
  method: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
}

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

/** Runs one streamed call at a time and turns its events (or its failure) into state changes. */
export function useReplyStream(dispatch: Dispatch<ChatAction>, callbacks: ReplyCallbacks) {
  const timers = useDeliveryTimers(dispatch);
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

  const refused = useCallback(
    (error: ApiRequestError, user: TrackedUserMessage | null) => {
      if (user?.origin === 'send') dispatch({ type: 'removed', id: user.id.current });
      if (user?.origin === 'edit') latest.current.reload();
      if (user && user.origin !== 'resume') latest.current.onRefused(user.text);
      if (error.code === 'account_suspended') latest.current.onSuspended(error.message);
      else if (error.status === 429)
        toast.error('Slow down a little', { description: error.message });
      else toast.error(error.message);
    },
    [dispatch],
  );

  const failed = useCallback(
    (error: unknown, user: TrackedUserMessage | null) => {
      const paywall = paywallOf(error);
      if (paywall && user) {
        if (paywall.userMessage)
          dispatch({
            type: 'userConfirmed',
            localId: user.id.current,
            message: paywall.userMessage,
          });
        if (paywall.userMessage) user.id.current = paywall.userMessage.id;
        if (paywall.assistantMessage)
          dispatch({
            type: 'paywalled',
            variant: paywall.variant,
            message: paywall.assistantMessage,
          });
        timers.replied(user.id);
        latest.current.onSettled(paywall.assistantMessage ?? null);
      } else if (error instanceof ApiRequestError && REFUSED_BEFORE_STORING.has(error.status)) {
        refused(error, user);
      } else if (user?.origin === 'send') {
        // The failure path (docs/PRODUCT.md#chat-message-delivery): the message shows 'Failed' and the hiccup line follows it.
        timers.failed(user.id);
      } else {
        toast.error('The reply could not be written', { description: 'Please try again.' });
        latest.current.reload();
      }
    },
    [dispatch, refused, timers],
  );

  const run = useCallback(
    async (request: ReplyRequest, user: TrackedUserMessage | null, draftFor: string | null) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      const controller = new AbortController();
      abort.current = controller;
      dispatch({ type: 'draftOpened', messageId: draftFor });
      if (user && user.origin !== 'resume') timers.sending(user.id);
      let ended = false;
      try {
        const streamed = await streamChat(
          request.path,
          { method: request.method, body: request.body, signal: controller.signal },
          (event) => {
            if (event.event === 'user_message' && user) {
              dispatch({ type: 'userConfirmed', localId: user.id.current, message: event.data });
              user.id.current = event.data.id;
            } else if (event.event === 'start') {
              dispatch({ type: 'draftStarted', messageId: event.data.messageId });
            } else if (event.event === 'delta') {
              dispatch({ type: 'delta', text: event.data.text });
            } else if (event.event === 'message') {
              ended = true;
              dispatch({ type: 'upserted', message: event.data });
              dispatch({ type: 'draftClosed' });
              if (user) timers.replied(user.id);
              latest.current.onSettled(event.data);
            } else if (event.event === 'error') {
              ended = true;
              dispatch({ type: 'draftClosed' });
              const stored = event.data.userMessage;
              if (user && stored) {
                dispatch({ type: 'userConfirmed', localId: user.id.current, message: stored });
                user.id.current = stored.id;
              }
              if (user && user.origin !== 'resume') timers.failed(user.id);
              else
                toast.error('The reply could not be written', { description: event.data.message });
              latest.current.onSettled(null);
            }
          },
        );
        // Nothing to follow (204), or the connection dropped mid-reply: ask the server.
        if (!streamed || !ended) latest.current.reload(!streamed);
      } catch (error) {
        if (!controller.signal.aborted) failed(error, user);
      } finally {
        if (abort.current === controller) abort.current = null;
        if (!controller.signal.aborted) {
          dispatch({ type: 'draftClosed' });
          busy.current = false;
          setPending(false);
        }
      }
    },
    [dispatch, failed, timers],
  );

  return { run, pending, busy };
}
