import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Volume2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { CharacterVoice } from '#shared/api/voice';
import { Button } from '#web/components/ui/Button';
import { ApiRequestError } from '#web/lib/api';
import { fetchVoice, saveVoice } from './api';

const field =
  'mt-1 w-full rounded-lg border border-white/10 bg-black/30 px-2.5 py-1.5 text-sm text-zinc-100';

/** A character's voice for voice replies: the endpoint's voice id, the offline voice, speed, pitch. */
export function VoiceEditor({ characterId }: { characterId: string }) {
  const key = ['admin', 'characters', characterId, 'voice'];
  const client = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: () => fetchVoice(characterId) });
  const [voice, setVoice] = useState<CharacterVoice | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data) {
      const { voiceId, offlineVoice, speed, pitch } = query.data;
      setVoice({ voiceId, offlineVoice, speed, pitch });
    }
  }, [query.data]);
  if (!voice) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await saveVoice(characterId, voice);
      toast.success('Voice saved');
      await client.invalidateQueries({ queryKey: key });
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : 'Could not save the voice');
    } finally {
      setSaving(false);
    }
  };
  const set = (patch: Partial<CharacterVoice>) => setVoice({ ...voice, ...patch });

  return (
    <form
      onSubmit={submit}
      aria-label="Voice"
      className="mt-6 rounded-xl border border-white/10 p-4 text-sm text-zinc-300"
    >
      <h3 className="flex items-center gap-2 font-semibold text-white">
        <Volume2 className="h-4 w-4" aria-hidden="true" /> Voice
        {query.data?.isDefault && <span className="text-xs text-zinc-500">(roster default)</span>}
      </h3>
      <p className="mt-1 text-xs text-zinc-500">
        In use:{' '}
        {query.data?.engine === 'offline' ? 'the offline eSpeak NG voice' : 'the speech endpoint'}.
        Pitch applies to the offline voice only.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-4">
        <label>
          Endpoint voice id
          <input
            className={field}
            value={voice.voiceId}
            onChange={(e) => set({ voiceId: e.target.value })}
          />
        </label>
        <label>
          Offline voice
          <input
            className={field}
            value={voice.offlineVoice}
            onChange={(e) => set({ offlineVoice: e.target.value })}
          />
        </label>
        <label>
          Speed
          <input
            className={field}
            type="number"
            min={0.5}
            max={2}
            step={0.05}
            value={voice.speed}
            onChange={(e) => set({ speed: Number(e.target.value) })}
          />
        </label>
        <label>
          Pitch
          <input
            className={field}
            type="number"
            min={0}
            max={99}
            step={1}
            value={voice.pitch}
            onChange={(e) => set({ pitch: Number(e.target.value) })}
          />
        </label>
      </div>
      <Button type="submit" size="sm" className="mt-3" disabled={saving}>
        Save voice
      </Button>
    </form>
  );
}
