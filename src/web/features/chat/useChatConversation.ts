import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ChatMessage } from '#shared/api/chat';
import { ApiRequestError } from '#web/lib/api';
import * as api from './api';
import { chatReducer, initialChatState, isLocalId, localUserMessage } from './chatState';
import { useReplyStream, type ReplyCallbacks } from './useReplyStream';

/** How long to wait before looking again at a reply written by another server instance. */
const POLL_MS = 1500;

type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

interface Options {
  /** The conversation does not exist (any more) or is not this visitor's. */
  onMissing: () => void;
  onRefused: ReplyCallbacks['onRefused'];
  onSuspended: ReplyCallbacks['onSuspended'];
  onReply?: (reply: ChatMessage) => void;
}

/** The streamed calls: each answers with the reply's events (useReplyStream). */
const replyPaths = {
  send: (conversationId: string) => `/api/conversations/${conversationId}/messages`,
  regenerate: (conversationId: string) => `/api/conversations/${conversationId}/regenerate`,
  resume: (conversationId: string) => `/api/conversations/${conversationId}/stream`,
  edit: (messageId: string) => `/api/messages/${messageId}`,
};

/** One conversation's messages and everything the user can do with them. */
export function useChatConversation(conversationId: string, options: Options) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [loaded, setLoaded] = useState(false);
  const pollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // One fetch per opening: the page is copied into the reducer, which the stream then changes.
  const page = useQuery({
    queryKey: api.chatKeys.messages(conversationId),
    queryFn: ({ signal }) => api.fetchMessagePage(conversationId, undefined, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const { refetch } = page;
  const reloadNow = useCallback(() => void refetch(), [refetch]);

  const reply = useReplyStream(dispatch, {
    onSettled: (message) => {
      void queryClient.invalidateQueries({ queryKey: api.chatKeys.conversations });
      if (message) latest.current.onReply?.(message);
    },
    onRefused: (text) => latest.current.onRefused(text),
    onSuspended: (message) => latest.current.onSuspended(message),
    reload: (soon) => {
      if (!soon) return reloadNow();
      clearTimeout(pollTimer.current);
      pollTimer.current = setTimeout(reloadNow, POLL_MS);
    },
  });
  useEffect(() => () => clearTimeout(pollTimer.current), []);
  const { run } = reply;

  const { data, dataUpdatedAt, error, errorUpdatedAt } = page;
  useEffect(() => {
    if (!data) return;
    dispatch({
      type: 'loaded',
      items: data.items,
      nextBefore: data.nextBefore,
      engine: data.engine,
    });
    setLoaded(true);
    // Reopened while a reply is still being written (e.g. after a reload): follow it.
    if (data.generating) {
      const lastUser = data.items.findLast((message) => message.role === 'user');
      const tracked =
        lastUser && lastUser.status === 'sent'
          ? { id: { current: lastUser.id }, text: lastUser.content, origin: 'resume' as const }
          : null;
      void run({ path: replyPaths.resume(conversationId), method: 'GET' }, tracked, null);
    }
    // dataUpdatedAt: a reload that brings the same page back is applied again.
  }, [data, dataUpdatedAt, conversationId, run]);

  useEffect(() => {
    if (isMissing(error)) latest.current.onMissing();
  }, [error, errorUpdatedAt]);

  const load: LoadState =
    error && !isMissing(error)
      ? { status: 'error', message: error.message }
      : loaded
        ? { status: 'ready' }
        : { status: 'loading' };

  const older = useMutation({
    mutationFn: (before: string) => api.fetchMessagePage(conversationId, before),
    onSuccess: (olderPage) =>
      dispatch({ type: 'olderLoaded', items: olderPage.items, nextBefore: olderPage.nextBefore }),
    onError: () => toast.error('Could not load older messages'),
  });
  const { mutateAsync: fetchOlder, isPending: loadingOlder } = older;
  const loadOlder = useCallback(async () => {
    if (!state.nextBefore || loadingOlder) return;
    await fetchOlder(state.nextBefore).catch(() => undefined);
  }, [fetchOlder, loadingOlder, state.nextBefore]);

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content || reply.busy.current) return false;
      const message = localUserMessage(conversationId, content);
      dispatch({ type: 'upserted', message, delivery: 'sending' });
      void run(
        { path: replyPaths.send(conversationId), method: 'POST', body: { content } },
        { id: { current: message.id }, text: content, origin: 'send' },
        null,
      );
      return true;
    },
    [conversationId, reply.busy, run],
  );

  const edit = useCallback(
    (messageId: string, text: string) => {
      const content = text.trim();
      if (!content || reply.busy.current) return;
      dispatch({ type: 'userEdited', id: messageId, content });
      void run(
        { path: replyPaths.edit(messageId), method: 'PATCH', body: { content } },
        { id: { current: messageId }, text: content, origin: 'edit' },
        null,
      );
    },
    [reply.busy, run],
  );

  const regenerate = useCallback(
    (messageId: string) => {
      if (reply.busy.current) return;
      void run({ path: replyPaths.regenerate(conversationId), method: 'POST' }, null, messageId);
    },
    [conversationId, reply.busy, run],
  );

  const stop = useCallback(() => {
    api.stopReply(conversationId).catch((error: unknown) => {
      toast.error('Could not stop the reply', {
        description: error instanceof Error ? error.message : undefined,
      });
    });
  }, [conversationId]);

  const remove = useCallback(
    async (messageId: string) => {
      try {
        if (!isLocalId(messageId)) await api.deleteMessage(messageId);
        dispatch({ type: 'removed', id: messageId });
        void queryClient.invalidateQueries({ queryKey: api.chatKeys.conversations });
        return true;
      } catch (error) {
        toast.error('Could not delete the message', {
          description: error instanceof Error ? error.message : undefined,
        });
        return false;
      }
    },
    [queryClient],
  );

  const swipe = useCallback(async (message: ChatMessage, index: number) => {
    if (index < 0 || index >= message.alternates.length) return;
    // Show the chosen version at once; the server keeps the choice.
    dispatch({
      type: 'upserted',
      message: { ...message, activeAlternate: index, content: message.alternates[index] },
    });
    try {
      dispatch({ type: 'upserted', message: await api.selectAlternate(message.id, index) });
    } catch (error) {
      dispatch({ type: 'upserted', message });
      toast.error('Could not switch versions', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }, []);

  return {
    state,
    load,
    retryLoad: reloadNow,
    loadingOlder,
    pending: reply.pending,
    actions: { send, edit, regenerate, stop, remove, swipe, loadOlder },
  };
}
