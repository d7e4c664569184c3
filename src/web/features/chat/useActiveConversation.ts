import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PublicCharacter } from '#shared/api/characters';
import { chatKeys, createConversation, useConversations } from './api';
import { conversationPath } from './components/ConversationList';

/**
 * Which conversation the chat page shows: `?c=<id>` when given; otherwise the most recent
 * one with this character, or a new one. The id lives in the URL so chats can be linked,
 * switched with Back/Forward and kept over a reload.
 */
export function useActiveConversation(character: PublicCharacter | null) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('c');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const conversations = useConversations();
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<Error | null>(null);
  const busy = useRef(false);
  // Ids the server no longer knows, so a stale list cannot lead back to them.
  const missing = useRef(new Set<string>());

  const open = useCallback(
    (id: string | null, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('c', id);
          else next.delete('c');
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const startNew = useCallback(
    async (replace = false) => {
      if (!character || busy.current) return;
      busy.current = true;
      setCreating(true);
      setCreateError(null);
      try {
        const created = await createConversation(character.id);
        await queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
        open(created.conversation.id, replace);
      } catch (error) {
        setCreateError(error instanceof Error ? error : new Error('Could not start a chat.'));
      } finally {
        busy.current = false;
        setCreating(false);
      }
    },
    [character, open, queryClient],
  );

  // No ?c=: continue the latest chat with this character, or begin one. The list must be
  // fresh for this (a cached copy may predate a chat started a moment ago).
  const items = conversations.isFetchedAfterMount ? conversations.data?.items : undefined;
  useEffect(() => {
    if (requested || !character || !items || createError) return;
    const latest = items.find(
      (item) => item.characterId === character.id && !missing.current.has(item.id),
    );
    if (latest) open(latest.id, true);
    else void startNew(true);
  }, [requested, character, items, createError, open, startNew]);

  // ?c= naming another character's chat (an edited or old link): show it under its character.
  useEffect(() => {
    if (!requested || !character || !items) return;
    const item = items.find((candidate) => candidate.id === requested);
    if (item && item.characterId !== character.id)
      void navigate(conversationPath(item), { replace: true });
  }, [requested, character, items, navigate]);

  const onMissing = useCallback(() => {
    if (requested) missing.current.add(requested);
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    open(null, true);
  }, [open, queryClient, requested]);

  return {
    conversationId: requested && !missing.current.has(requested) ? requested : null,
    startNew: () => void startNew(false),
    creating,
    createError,
    retryCreate: () => setCreateError(null),
    onMissing,
  };
}
