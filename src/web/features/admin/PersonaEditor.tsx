import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminCharacter } from '#shared/api/adminCharacters';
import { personaWarnings } from '#shared/personaWarnings';
import { Button } from '#web/components/ui/Button';
import { Spinner } from '#web/components/ui/Spinner';
import { fetchPersonaVersions, restorePersona, savePersona, testPersona } from './api';
import { CHARACTERS_KEY } from './CharactersTab';
import { formatTime } from './ui';

/** The persona editor: draft, advisory warnings, a real test reply, save, versions and restore. */
export function PersonaEditor({
  character,
  onDone,
}: {
  character: AdminCharacter;
  onDone: () => void;
}) {
  const [prompt, setPrompt] = useState(character.personaSystemPrompt);
  const [test, setTest] = useState<
    | { state: 'idle' | 'running' | 'failed' }
    | { state: 'done'; reply: string; ms: number; provider: string }
  >({ state: 'idle' });
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  const versionsKey = ['admin', 'persona-versions', character.id];
  const versions = useQuery({
    queryKey: versionsKey,
    queryFn: () => fetchPersonaVersions(character.id),
  });
  const warnings = personaWarnings(prompt);

  async function runTest() {
    setTest({ state: 'running' });
    try {
      const result = await testPersona(character.id, prompt);
      setTest({ state: 'done', reply: result.reply, ms: result.ms, provider: result.provider });
    } catch {
      setTest({ state: 'failed' });
    }
  }

  async function save() {
    setSaving(true);
    try {
      await savePersona(character.id, prompt);
      toast.success('Persona saved successfully!');
      await client.invalidateQueries({ queryKey: CHARACTERS_KEY });
      await client.invalidateQueries({ queryKey: versionsKey });
    } catch {
      toast.error('Failed to save persona');
    } finally {
      setSaving(false);
    }
  }

  async function restore(versionId: number, text: string) {
    try {
      await restorePersona(character.id, versionId);
      setPrompt(text);
      toast.success('Persona restored');
      await client.invalidateQueries({ queryKey: CHARACTERS_KEY });
      await client.invalidateQueries({ queryKey: versionsKey });
    } catch {
      toast.error('Failed to save persona');
    }
  }

  return (
    <div className="space-y-4">
      <label className="block text-sm">
        <span className="text-zinc-300">System Prompt (Server-Only)</span>
        <textarea
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          rows={10}
          className="mt-1 w-full rounded-xl border border-white/15 bg-zinc-950 px-3 py-2 font-mono text-sm text-white"
        />
      </label>
      <p className="text-xs text-zinc-500">{prompt.length} characters</p>
      {warnings.length > 0 ? (
        <ul className="space-y-1 text-sm text-amber-200" aria-label="Warnings">
          {warnings.map((warning) => (
            <li key={warning}>⚠ {warning}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Button variant="outline" onClick={runTest} disabled={test.state === 'running'}>
          Test Persona
        </Button>
        <Button onClick={save} disabled={saving}>
          {saving ? 'Saving…' : 'Save Persona'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Close
        </Button>
      </div>
      {test.state === 'running' ? <Spinner label="Waiting for the reply" /> : null}
      {test.state === 'failed' ? (
        <p role="alert" className="text-sm text-rose-300">
          Test failed
        </p>
      ) : null}
      {test.state === 'done' ? (
        <div
          data-testid="persona-test-reply"
          className="rounded-xl border border-white/10 bg-white/5 p-3 text-sm text-zinc-100"
        >
          {test.reply}
          <p className="mt-1 text-xs text-zinc-500">
            {test.provider} · {test.ms} ms
          </p>
        </div>
      ) : null}
      <section>
        <h3 className="text-sm font-semibold text-zinc-300">Versions</h3>
        {versions.data?.items.length === 0 ? (
          <p className="text-sm text-zinc-500">No saved versions yet.</p>
        ) : null}
        <ul className="mt-2 space-y-2">
          {versions.data?.items.map((version) => (
            <li key={version.id} className="rounded-xl border border-white/10 p-2 text-xs">
              <div className="flex items-center justify-between gap-2">
                <span className="text-zinc-400">
                  {formatTime(version.createdAt)} · {version.source} ·{' '}
                  {version.authorEmail ?? 'built-in'}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => restore(version.id, version.prompt)}
                >
                  Restore
                </Button>
              </div>
              <details className="mt-1">
                <summary className="cursor-pointer text-zinc-300">
                  Compare ({version.prompt.length} characters)
                </summary>
                <div className="mt-1 grid gap-2 md:grid-cols-2">
                  <pre className="whitespace-pre-wrap text-zinc-400">{version.prompt}</pre>
                  <pre className="whitespace-pre-wrap text-zinc-200">{prompt}</pre>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
