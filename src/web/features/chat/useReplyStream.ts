/**
 * One streamed reply, from the request to the state changes: the call, its Server-Sent Events
 * read from the fetch response, the paywall's 402, and what each event does to the conversation.
 * EventSource cannot POST or send a body, and the chat's streamed calls are POSTs, so the events
 * are read from fetch (through lib/api's apiRequest) and parsed by `eventsource-parser`.
 */
import { createParser } from 'eventsource-parser';
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { toast } from 'sonner';
import type { ChatMessage, ChatStreamEvent, PaywallResponse } from '#shared/api/chat';
import { PAYWALL_ERROR_CODE } from '#shared/paywall';
import { apiRequest, ApiRequestError, jsonRequest, unexpectedAnswer } from '#web/lib/api';
import { useDeliverySteps, type ChatAction, type TrackedUserMessage } from './chatState';

export interface ReplyRequest {
  path: string;
  method: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
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

/** Answers that mean nothing was stored: the text goes back to the input with the reason. */
const REFUSED_BEFORE_STORING = new Set([400, 401, 403, 404, 409, 429]);

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

/** A chat call answered by the paywall (402), with its answer checked by the shared schema. */
export class PaywallError extends ApiRequestError {
  readonly paywall: PaywallResponse;

  constructor(status: number, paywall: PaywallResponse) {
    super(status, paywall.error.code, paywall.error.message, undefined, paywall);
    this.paywall = paywall;
  }
}

// Loaded on first use, in parallel with the request (see SchemaSource in lib/api).
const streamSchemas = () =>
  import('#shared/api/chat').then(({ chatStreamEventSchema, paywallResponseSchema }) => ({
    event: chatStreamEventSchema,
    paywall: paywallResponseSchema,
  }));

/**
 * Calls a streaming chat endpoint and hands each event, validated, to `onEvent` as it arrives.
 * Errors before the stream starts (validation, paywall, rate limit …) throw an ApiRequestError;
 * resolves false when there was nothing to stream (204).
 */
export async function streamChat(
  path: string,
  init: { method: string; body?: unknown; signal?: AbortSignal },
  onEvent: (event: ChatStreamEvent) => void,
): Promise<boolean> {
  const loading = streamSchemas();
  loading.catch(() => undefined);
  const request: RequestInit =
    init.body === undefined ? { method: init.method } : jsonRequest(init.method, init.body);
  const response = await apiRequest(path, {
    ...request,
    signal: init.signal,
    headers: { ...request.headers, Accept: 'text/event-stream' },
  }).catch(async (error: unknown) => {
    if (!(error instanceof ApiRequestError) || error.code !== PAYWALL_ERROR_CODE) throw error;
    const paywall = (await loading).paywall.safeParse(error.body);
    if (!paywall.success) throw invalidStream();
    throw new PaywallError(error.status, paywall.data);
  });
  if (response.status === 204) return false;
  if (!response.body) throw new ApiRequestError(0, 'empty_stream', 'The reply stream was empty.');
  const { event: eventSchema } = await loading;
  for await (const message of readEventStream(response.body)) {
    const parsed = eventSchema.safeParse({ event: message.event, data: parseJson(message.data) });
    if (!parsed.success) throw invalidStream();
    onEvent(parsed.data);
  }
  return true;
}

// Status 0, whatever the status line said: there was no answer the client could read.
const invalidStream = () => unexpectedAnswer(0);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface SseMessage {
  event: string;
  data: string;
}

/** Incremental parser: feed text, get events; `end()` flushes a last event without its blank line. */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  const parser = createParser({
    onEvent: (event) => onMessage({ event: event.event ?? 'message', data: event.data }),
  });
  return {
    push: (chunk: string) => parser.feed(chunk),
    end() {
      // A stream cut after its last data line still delivers that event (the server always
      // closes events properly; a proxy that drops the final blank line should not lose one).
      parser.feed('\n\n');
      parser.reset();
    },
  };
}

/** Yields the events of a response body as they arrive. */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  // stream: true keeps a multi-byte character that is split across chunks intact.
  const decoder = new TextDecoder();
  const queue: SseMessage[] = [];
  const parser = createSseParser((message) => queue.push(message));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        parser.push(decoder.decode());
        parser.end();
      } else parser.push(decoder.decode(value, { stream: true }));
      while (queue.length > 0) yield queue.shift()!;
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
