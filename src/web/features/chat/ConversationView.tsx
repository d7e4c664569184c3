import { RefreshCw, ShieldAlert, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ChatMessage } from '#shared/api/chat';
import type { PublicCharacter } from '#shared/api/characters';
import { hasImageIntent } from '#shared/imaging';
import { Button } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { useViewer } from '#web/app';
import { ReadAloudToggle, useVoiceReplies } from '../voice';
import { AiNotice } from './components/AiNotice';
import { ChatImageCards } from './components/ChatImageCards';
import { ChatInput } from './components/ChatInput';
import { MessageList } from './components/MessageList';
import { StarterChips } from './components/StarterChips';
import { pickStarterPrompts } from './starters';
import { useChatConversation } from './useChatConversation';
import { useChatImages } from './useChatImages';

interface ConversationViewProps {
  conversationId: string;
  character: PublicCharacter | null;
  onMissing: () => void;
}

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied to clipboard');
  } catch {
    toast.error('Could not copy', { description: 'Your browser blocked clipboard access.' });
  }
}

/** One open conversation: the message list, starters and the input. Keyed by conversation id. */
export function ConversationView({ conversationId, character, onMissing }: ConversationViewProps) {
  const viewer = useViewer();
  const name = character?.name ?? 'your companion';
  const [input, setInput] = useState('');
  const [focusKey, setFocusKey] = useState(0);
  const [sentCount, setSentCount] = useState(0);
  const [suspended, setSuspended] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const giveBack = useCallback((text: string) => {
    setInput(text);
    setFocusKey((key) => key + 1);
  }, []);

  const images = useChatImages({
    conversationId,
    characterId: character?.id ?? null,
    isPremium: viewer.isPremium,
  });
  // A message asking for a picture starts one once its reply is in, so a refused or paywalled
  // message starts nothing (docs/PRODUCT.md, "Selfies in chat").
  const pictureWanted = useRef<string | null>(null);
  const chat = useChatConversation(conversationId, {
    onMissing,
    onRefused: (text) => {
      pictureWanted.current = null;
      giveBack(text);
    },
    onSuspended: setSuspended,
    onReply: (reply) => {
      setAnnouncement(`${name}: ${reply.content}`);
      const wanted = pictureWanted.current;
      pictureWanted.current = null;
      if (wanted && reply.kind === 'text' && !reply.safety) void images.request(wanted);
    },
  });
  const { state, actions } = chat;

  // A finished picture was posted by the server: reload once no reply is being written.
  const [picturesToShow, setPicturesToShow] = useState(0);
  const { retryLoad, pending } = chat;
  useEffect(() => {
    if (picturesToShow === 0 || pending) return;
    setPicturesToShow(0);
    retryLoad();
  }, [picturesToShow, pending, retryLoad]);
  const { dismiss } = images;
  const onPictureFinished = useCallback(
    (key: string) => {
      dismiss(key);
      setPicturesToShow((count) => count + 1);
    },
    [dismiss],
  );
  const voice = useVoiceReplies(conversationId, state.messages);
  const streaming = Boolean(state.draft?.messageId);

  const starters = useMemo(
    () => pickStarterPrompts(character?.starterPrompts ?? [], viewer.isPremium),
    [character?.starterPrompts, viewer.isPremium],
  );
  const onlyGreeting =
    state.messages.length > 0 &&
    state.messages.every((message) => message.kind === 'greeting') &&
    !state.draft;

  const send = (text: string) => {
    if (!actions.send(text)) return;
    pictureWanted.current = hasImageIntent(text) ? text : null;
    setInput('');
    setSentCount((count) => count + 1);
  };

  // Resend (docs/PRODUCT.md#states): the text goes back to the input and the failed message goes away.
  const resend = (message: ChatMessage) => {
    giveBack(message.content);
    void actions.remove(message.id);
    // A reply interrupted by a server fault goes with the message it answered.
    const next = state.messages[state.messages.indexOf(message) + 1];
    if (next?.interrupted) void actions.remove(next.id);
  };

  if (chat.load.status === 'error') {
    return (
      <div role="alert" className="grid flex-1 place-items-center p-6 text-center">
        <div>
          <p className="text-zinc-300">We couldn&apos;t load this chat.</p>
          <p className="mt-1 text-sm text-zinc-500">{chat.load.message}</p>
          <Button variant="secondary" className="mt-4" onClick={chat.retryLoad}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" /> Try again
          </Button>
        </div>
      </div>
    );
  }

  return (
    <>
      {chat.load.status === 'loading' ? (
        <MessagesSkeleton />
      ) : (
        <MessageList
          state={state}
          character={{ name, imageUrl: character?.thumbnail ?? character?.imageUrl }}
          busy={chat.pending}
          loadingOlder={chat.loadingOlder}
          signedIn={viewer.signedIn}
          sentCount={sentCount}
          header={<AiNotice />}
          footer={
            <>
              <ChatImageCards
                images={images.images}
                characterName={name}
                signedIn={viewer.signedIn}
                onFinished={onPictureFinished}
                onDismiss={dismiss}
              />
              {onlyGreeting && (
                <StarterChips
                  prompts={starters}
                  disabled={chat.pending}
                  onPick={(prompt) => {
                    send(prompt);
                    // The chips vanish with the first message; the focus moves on to the input.
                    setFocusKey((key) => key + 1);
                  }}
                />
              )}
            </>
          }
          actions={{ ...actions, resend, copy: (text) => void copyText(text) }}
          renderVoice={voice.renderVoice}
        />
      )}
      <div className="border-t border-white/10 bg-[#0c0a12]/90 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-md sm:px-6">
        <div className="mx-auto max-w-3xl">
          {suspended && (
            <p
              role="alert"
              className="mb-3 flex items-start gap-2 rounded-xl border border-rose-500/30 bg-rose-500/10 px-3 py-2.5 text-sm text-rose-100"
            >
              <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0 text-rose-300" aria-hidden="true" />
              {suspended}
            </p>
          )}
          <ChatInput
            value={input}
            onChange={setInput}
            onSend={() => send(input)}
            onStop={actions.stop}
            characterName={name}
            pending={chat.pending || chat.load.status !== 'ready'}
            streaming={streaming}
            disabled={suspended !== null}
            focusKey={focusKey}
          />
          {voice.premium && <ReadAloudToggle on={voice.readAloud} onChange={voice.setReadAloud} />}
          {state.engine === 'offline' && (
            <p className="mt-2 flex items-center gap-1.5 text-[11px] text-zinc-500">
              <WifiOff className="h-3 w-3" aria-hidden="true" />
              Offline mode — replies come from the built-in companion engine
            </p>
          )}
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

function MessagesSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-4 px-3 py-5 sm:px-6">
      <Skeleton className="h-14 w-2/3 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      <Skeleton className="h-20 w-3/4 rounded-2xl" />
    </div>
  );
}
