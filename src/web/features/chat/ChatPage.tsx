import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { DEFAULT_CHARACTER_ID } from '#shared/constants';
import { Button, ButtonLink } from '#web/components/ui/Button';
import { Spinner } from '#web/components/ui/Spinner';
import { ApiRequestError } from '#web/lib/api';
import { useCharacter } from '../characters';
import { ChatHeader } from './components/ChatHeader';
import { HistoryDrawer, HistorySidebar } from './components/HistorySidebar';
import { ConversationView } from './ConversationView';
import { useActiveConversation } from './useActiveConversation';

/** /chat/:characterId — the conversation screen (docs/PRODUCT.md#pages). */
export default function ChatPage() {
  const characterId = useParams().characterId ?? DEFAULT_CHARACTER_ID;
  const characterQuery = useCharacter(characterId);
  const character =
    characterQuery.data && !characterQuery.isPlaceholderData ? characterQuery.data : null;
  const active = useActiveConversation(character);
  const [historyOpen, setHistoryOpen] = useState(false);

  const unknown =
    characterQuery.error instanceof ApiRequestError && characterQuery.error.status === 404;
  // An unknown character id falls back to the first character (docs/PRODUCT.md#pages).
  if (unknown && characterId !== DEFAULT_CHARACTER_ID)
    return <Navigate to={`/chat/${DEFAULT_CHARACTER_ID}`} replace />;

  const history = {
    activeId: active.conversationId,
    onNewChat: active.startNew,
    creating: active.creating,
  };

  let body;
  if (characterQuery.isError && !unknown) {
    body = (
      <CenteredMessage
        title="We couldn't load this character"
        detail={characterQuery.error.message}
      >
        <Button variant="secondary" onClick={() => void characterQuery.refetch()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> Try again
        </Button>
      </CenteredMessage>
    );
  } else if (active.createError) {
    body = (
      <CenteredMessage title="We couldn't start the chat" detail={active.createError.message}>
        <Button variant="secondary" onClick={active.retryCreate}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> Try again
        </Button>
        <ButtonLink to="/characters" variant="ghost">
          Go to Characters
        </ButtonLink>
      </CenteredMessage>
    );
  } else if (active.conversationId) {
    body = (
      <ConversationView
        key={active.conversationId}
        conversationId={active.conversationId}
        character={character}
        onMissing={active.onMissing}
      />
    );
  } else {
    body = (
      <div className="grid flex-1 place-items-center">
        <Spinner className="h-8 w-8" label="Opening the chat" />
      </div>
    );
  }

  return (
    // The mobile top bar is 3.5 rem tall; the chat fills the rest so the input stays in view.
    <div className="flex h-[calc(100dvh-3.5rem)] lg:h-dvh">
      <HistorySidebar {...history} />
      <section aria-label="Chat" className="flex min-w-0 flex-1 flex-col">
        <ChatHeader
          character={character}
          onOpenHistory={() => setHistoryOpen(true)}
          onNewChat={active.startNew}
          creating={active.creating}
        />
        {body}
      </section>
      <HistoryDrawer {...history} open={historyOpen} onOpenChange={setHistoryOpen} />
    </div>
  );
}

function CenteredMessage(props: { title: string; detail: string; children: ReactNode }) {
  return (
    <div role="alert" className="grid flex-1 place-items-center p-6 text-center">
      <div>
        <h2 className="text-lg font-semibold text-white">{props.title}</h2>
        <p className="mt-1 text-sm text-zinc-400">{props.detail}</p>
        <div className="mt-5 flex justify-center gap-2">{props.children}</div>
      </div>
    </div>
  );
}
