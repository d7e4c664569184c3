import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ImagePlus, Plus, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { AdminCharacter } from '#shared/api/adminCharacters';
import { Button, ButtonLink } from '#web/components/ui/Button';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/Dialog';
import { Skeleton } from '#web/components/ui/Skeleton';
import { ApiRequestError } from '#web/lib/api';
import {
  cardUrl,
  fetchCharacters,
  generatePortrait,
  importCard,
  setCharacterActive,
  updateCharacter,
} from './api';
import { CharacterForm } from './CharacterForm';
import { VoiceEditor } from './VoiceEditor';
import { LoadFailed } from './ui';

export const CHARACTERS_KEY = ['admin', 'characters'] as const;

export default function CharactersTab() {
  const query = useQuery({ queryKey: CHARACTERS_KEY, queryFn: fetchCharacters });
  const client = useQueryClient();
  const [editing, setEditing] = useState<AdminCharacter | null>(null);
  const [drawing, setDrawing] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = () => client.invalidateQueries({ queryKey: CHARACTERS_KEY });

  async function toggle(character: AdminCharacter) {
    try {
      await setCharacterActive(character.id, !character.isActive);
      await refresh();
    } catch {
      toast.error('Failed to update character status');
    }
  }

  // The image pipeline draws the portrait; it takes as long as one image (up to two minutes).
  async function drawPortrait(character: AdminCharacter) {
    setDrawing(character.id);
    try {
      await generatePortrait(character.id);
      toast.success(`New portrait for ${character.name}`, {
        description: 'Her next images start from this face.',
      });
      await refresh();
    } catch (error) {
      toast.error('Portrait not generated', {
        description: error instanceof ApiRequestError ? error.message : undefined,
      });
    } finally {
      setDrawing(null);
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    try {
      const created = await importCard(file);
      toast.success(`Imported ${created.name}`);
      await refresh();
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : 'Import failed');
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  if (query.isError) return <LoadFailed error={query.error} onRetry={() => query.refetch()} />;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/create">
          <Plus className="h-4 w-4" aria-hidden="true" /> Create Character
        </ButtonLink>
        <Button variant="outline" onClick={() => fileInput.current?.click()}>
          <Upload className="h-4 w-4" aria-hidden="true" /> Import Character Card
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".png,.json,image/png,application/json"
          className="sr-only"
          aria-label="Character Card file"
          onChange={(event) => upload(event.target.files?.[0])}
        />
      </div>
      {!query.data ? (
        <Skeleton className="h-60" />
      ) : (
        <ul className="divide-y divide-white/10 rounded-2xl border border-white/10">
          {query.data.items.map((character) => (
            <li key={character.id} className="flex flex-wrap items-center gap-3 p-3">
              <img
                src={character.imageUrl}
                alt=""
                className="h-10 w-10 rounded-full object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-white">
                  {character.name} <span className="text-zinc-500">· {character.age}</span>
                </p>
                <p className="truncate text-xs text-zinc-400">{character.bio}</p>
              </div>
              <span
                className={`text-xs ${character.isActive ? 'text-emerald-300' : 'text-zinc-500'}`}
              >
                {character.isActive ? 'Active' : 'Inactive'}
              </span>
              <Button size="sm" variant="outline" onClick={() => toggle(character)}>
                {character.isActive ? 'Deactivate' : 'Activate'}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setEditing(character)}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={drawing !== null}
                onClick={() => drawPortrait(character)}
                title="Draw a new portrait with the image pipeline (needs ComfyUI)"
              >
                <ImagePlus className="h-3.5 w-3.5" aria-hidden="true" />
                {drawing === character.id ? 'Generating…' : 'Generate portrait'}
              </Button>
              <a
                className="inline-flex items-center gap-1 text-xs text-zinc-300 hover:text-white"
                href={cardUrl(character.id, 'v2', 'png')}
              >
                <Download className="h-3 w-3" aria-hidden="true" /> V2
              </a>
              <a
                className="inline-flex items-center gap-1 text-xs text-zinc-300 hover:text-white"
                href={cardUrl(character.id, 'v3', 'png')}
              >
                <Download className="h-3 w-3" aria-hidden="true" /> V3
              </a>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-3xl" aria-describedby={undefined}>
          <DialogTitle className="text-lg font-semibold text-white">
            Edit {editing?.name}
          </DialogTitle>
          {editing ? <VoiceEditor characterId={editing.id} /> : null}
          {editing ? (
            <CharacterForm
              character={editing}
              submitLabel="Save Character"
              onSubmit={async (values) => {
                await updateCharacter(editing.id, values);
                toast.success('Character saved');
                setEditing(null);
                await refresh();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
