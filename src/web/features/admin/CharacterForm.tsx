import { useState, type FormEvent } from 'react';
import type { AdminCharacter, CharacterFormValues } from '#shared/api/adminCharacters';
import { Button } from '#web/components/ui/Button';
import { ApiRequestError } from '#web/lib/api';

type Fields = Record<string, string>;

const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
const splitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function initialOf(character?: AdminCharacter): Fields {
  return {
    name: character?.name ?? '',
    age: String(character?.age ?? 22),
    bio: character?.bio ?? '',
    persona: character?.persona ?? '',
    personaSystemPrompt: character?.personaSystemPrompt ?? '',
    greeting: character?.greeting ?? '',
    imageUrl: character?.imageUrl ?? '',
    tags: character?.tags.join(', ') ?? '',
    starterPrompts: character?.starterPrompts.join('\n') ?? '',
    bodySpec: character?.appearance.bodySpec ?? '',
    styleHints: character?.appearance.styleHints ?? '',
    faceRefUrl: character?.faceRefUrl ?? '',
  };
}

/** The character form: the same rules as the server, which checks again (and runs the safety policy). */
export function CharacterForm({
  character,
  onSubmit,
  submitLabel,
}: {
  character?: AdminCharacter;
  onSubmit: (values: CharacterFormValues) => Promise<void>;
  submitLabel: string;
}) {
  const [fields, setFields] = useState<Fields>(() => initialOf(character));
  const [errors, setErrors] = useState<Fields>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: string) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await onSubmit({
        name: fields.name,
        age: Number(fields.age),
        bio: fields.bio,
        persona: fields.persona,
        personaSystemPrompt: fields.personaSystemPrompt,
        greeting: fields.greeting || null,
        imageUrl: fields.imageUrl,
        tags: splitTags(fields.tags),
        starterPrompts: splitLines(fields.starterPrompts),
        isPremium: character?.isPremium ?? false,
        isActive: character?.isActive ?? true,
        appearance: { bodySpec: fields.bodySpec, styleHints: fields.styleHints },
        faceRefUrl: fields.faceRefUrl || null,
      });
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(error.fields ?? {});
        setFormError(error.message);
      } else setFormError('Something went wrong.');
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string, label: string, type: 'input' | 'textarea' = 'input', rows = 3) => (
    <label className="block text-sm">
      <span className="text-zinc-300">{label}</span>
      {type === 'input' ? (
        <input
          name={name}
          value={fields[name]}
          onChange={set(name)}
          aria-invalid={Boolean(errors[name])}
          className="mt-1 w-full rounded-xl border border-white/15 bg-zinc-900 px-3 py-2 text-white"
        />
      ) : (
        <textarea
          name={name}
          value={fields[name]}
          onChange={set(name)}
          rows={rows}
          aria-invalid={Boolean(errors[name])}
          className="mt-1 w-full rounded-xl border border-white/15 bg-zinc-900 px-3 py-2 text-white"
        />
      )}
      {errors[name] ? (
        <span className="mt-1 block text-xs text-rose-300">{errors[name]}</span>
      ) : null}
    </label>
  );

  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" noValidate>
      {field('name', 'Name')}
      {field('age', 'Age (21+)')}
      <div className="md:col-span-2">{field('bio', 'Bio', 'textarea')}</div>
      <div className="md:col-span-2">{field('persona', 'Persona (public)', 'textarea')}</div>
      <div className="md:col-span-2">
        {field('personaSystemPrompt', 'System Prompt (Server-Only)', 'textarea', 6)}
      </div>
      <div className="md:col-span-2">{field('greeting', 'Greeting', 'textarea', 2)}</div>
      {field('imageUrl', 'Image URL')}
      {field('faceRefUrl', 'Face reference URL')}
      {field('tags', 'Tags (comma-separated)')}
      {field('starterPrompts', 'Starter prompts (one per line)', 'textarea')}
      {field('bodySpec', 'Appearance: body')}
      {field('styleHints', 'Appearance: style hints')}
      {formError ? (
        <p role="alert" className="text-sm text-rose-300 md:col-span-2">
          {formError}
        </p>
      ) : null}
      <div className="md:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
