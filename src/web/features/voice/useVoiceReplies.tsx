import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ChatMessage } from '#shared/api/chat';
import type { MessageAudio } from '#shared/api/voice';
import { BUY_CREDITS_PATH, VOICE_MESSAGES } from '#shared/constants';
import { ApiRequestError } from '#web/lib/api';
import { useViewer } from '#web/app';
import { creditKeys } from '../dashboard';
import { fetchConversationAudio, requestAudio, voiceKeys } from './api';
import { ListenControl } from './ListenControl';
import { isVoiceable } from './voiceable';

type Spoken = Pick<MessageAudio, 'audioUrl' | 'durationMs' | 'offline'>;

const readAloudKey = (conversationId: string) => `voice:read-aloud:${conversationId}`;

function storedReadAloud(conversationId: string) {
  try {
    return localStorage.getItem(readAloudKey(conversationId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Voice replies of one conversation: which replies are spoken already (replays are free), the
 * Listen action, and "Read replies aloud", which asks for each new reply and turns itself off
 * when credits run out (docs/PRODUCT.md, credits).
 */
export function useVoiceReplies(conversationId: string, messages: ChatMessage[]) {
  const viewer = useViewer();
  const premium = viewer.signedIn && viewer.isPremium;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [spoken, setSpoken] = useState<Record<string, Spoken>>({});
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [autoPlayId, setAutoPlayId] = useState<string | null>(null);
  const [readAloud, setReadAloudState] = useState(() => storedReadAloud(conversationId));

  const stored = useQuery({
    queryKey: voiceKeys.conversation(conversationId),
    queryFn: ({ signal }) => fetchConversationAudio(conversationId, signal),
    enabled: premium,
    staleTime: 60_000,
  });

  const setReadAloud = (on: boolean) => {
    setReadAloudState(on);
    try {
      localStorage.setItem(readAloudKey(conversationId), on ? '1' : '0');
    } catch {
      // Private mode: the toggle lasts for this visit only.
    }
  };

  const listen = useMutation({
    mutationFn: (messageId: string) => requestAudio(messageId),
    onMutate: (messageId) => setPending((all) => ({ ...all, [messageId]: true })),
    onSettled: (_data, _error, messageId) => setPending((all) => ({ ...all, [messageId]: false })),
    onSuccess: (audio, messageId) => {
      setSpoken((all) => ({ ...all, [messageId]: audio }));
      if (audio.creditsCharged > 0)
        void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'insufficient_credits') {
        setReadAloud(false);
        toast.error(error.message, {
          description: readAloud ? 'Read replies aloud is now off.' : undefined,
          action: { label: 'Buy credits', onClick: () => void navigate(BUY_CREDITS_PATH) },
        });
        return;
      }
      if (error instanceof ApiRequestError && error.code === 'premium_required') {
        void navigate('/pricing');
        return;
      }
      toast.error(error instanceof ApiRequestError ? error.message : VOICE_MESSAGES.failed);
    },
  });

  // Read aloud: every reply that finishes after the toggle went on is voiced and played.
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!readAloud || !premium) {
      seen.current = null;
      return;
    }
    if (seen.current === null) {
      seen.current = new Set(messages.map((message) => message.id));
      return;
    }
    for (const message of messages) {
      if (seen.current.has(message.id) || !isVoiceable(message)) continue;
      seen.current.add(message.id);
      setAutoPlayId(message.id);
      listen.mutate(message.id);
    }
  }, [messages, readAloud, premium, listen]);

  const audioOf = (messageId: string): Spoken | null =>
    spoken[messageId] ?? stored.data?.items.find((item) => item.messageId === messageId) ?? null;

  return {
    premium,
    readAloud,
    setReadAloud,
    renderVoice: (message: ChatMessage) =>
      isVoiceable(message) ? (
        <ListenControl
          locked={!premium}
          audio={audioOf(message.id)}
          pending={Boolean(pending[message.id])}
          autoPlay={autoPlayId === message.id}
          onListen={() => listen.mutate(message.id)}
        />
      ) : null,
  };
}
