import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCharacter } from '#shared/api/adminCharacters';
import { Button } from '#web/components/ui/Button';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/Dialog';
import { Skeleton } from '#web/components/ui/Skeleton';
import { fetchCharacters, fetchPaywallTriggers } from './api';
import { CHARACTERS_KEY } from './CharactersTab';
import { PersonaEditor } from './PersonaEditor';
import { formatTime, LoadFailed, Panel } from './ui';

export default function PersonasTab() {
  const characters = useQuery({ queryKey: CHARACTERS_KEY, queryFn: fetchCharacters });
  const triggers = useQuery({
    queryKey: ['admin', 'paywall-triggers'],
    queryFn: fetchPaywallTriggers,
  });
  const [editing, setEditing] = useState<AdminCharacter | null>(null);
  if (characters.isError)
    return <LoadFailed error={characters.error} onRetry={() => characters.refetch()} />;
  return (
    <div className="space-y-6">
      {!characters.data ? (
        <Skeleton className="h-60" />
      ) : (
        <ul className="divide-y divide-white/10 rounded-2xl border border-white/10">
          {characters.data.items.map((character) => (
            <li key={character.id} className="flex items-center gap-3 p-3">
              <span className="flex-1 text-white">{character.name}</span>
              <span className="text-xs text-zinc-400">
                {character.personaSystemPrompt.length} characters
              </span>
              <Button size="sm" variant="outline" onClick={() => setEditing(character)}>
                Test
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setEditing(character)}>
                Edit
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Panel title="Recent Paywall Triggers (Last 10)">
        {triggers.data?.items.length === 0 ? (
          <p className="text-sm text-zinc-500">No paywall triggers yet</p>
        ) : null}
        <ul className="space-y-1 text-sm">
          {triggers.data?.items.map((trigger, index) => (
            <li key={index} className="flex flex-wrap justify-between gap-2 text-zinc-200">
              <span>
                {trigger.user ?? 'guest'} · {trigger.characterId}
              </span>
              <span className="min-w-0 flex-1 truncate text-zinc-400">{trigger.message}</span>
              <span className="text-zinc-500">{formatTime(trigger.createdAt)}</span>
            </li>
          ))}
        </ul>
      </Panel>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-3xl" aria-describedby={undefined}>
          <DialogTitle className="mb-4 text-lg font-semibold text-white">
            Persona: {editing?.name}
          </DialogTitle>
          {editing ? <PersonaEditor character={editing} onDone={() => setEditing(null)} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
