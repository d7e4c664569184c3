import { Coins, Wand2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { GenerateImageRequest } from '#shared/api/imaging';
import {
  DEFAULT_IMAGE_ANGLE,
  DEFAULT_IMAGE_RESOLUTION,
  IMAGE_ANGLES,
  IMAGE_PROMPT_MAX_CHARS,
  IMAGE_RESOLUTIONS,
  imageCharges,
  type ImageAngle,
  type ImageResolution,
} from '#shared/imaging';
import { CREDIT_COSTS } from '#shared/plans';
import { Button } from '#web/components/ui/Button';
import { Spinner } from '#web/components/ui/Spinner';
import { ChoiceChips } from './ChoiceChips';
import { QuickActions } from './QuickActions';
import type { RosterEntry } from './useGeneratorRoster';

const selectClass =
  'h-11 w-full rounded-xl border border-white/10 bg-zinc-900 px-3 text-sm text-white focus:border-rose-400/60 focus:ring-2 focus:ring-rose-400/40 focus:outline-none';

/** Character, description, resolution, angle, quick actions; Generate shows what it costs. */
export function GenerateForm(props: {
  roster: readonly RosterEntry[];
  rosterLoading: boolean;
  isPremium: boolean;
  submitting: boolean;
  initialCharacterId: string | null;
  onSubmit: (request: GenerateImageRequest) => void;
}) {
  const id = useId();
  const [characterId, setCharacterId] = useState(props.initialCharacterId ?? '');
  const [withCharacterId, setWithCharacterId] = useState('');
  const [userText, setUserText] = useState('');
  const [resolution, setResolution] = useState<ImageResolution>(DEFAULT_IMAGE_RESOLUTION);
  const [angle, setAngle] = useState<ImageAngle>(DEFAULT_IMAGE_ANGLE);
  const [quickAction, setQuickAction] = useState<string | null>(null);

  const chosen = props.roster.some((entry) => entry.id === characterId) ? characterId : '';
  const cost = imageCharges({ quickAction, withCharacterId }).reduce(
    (sum, charge) => sum + CREDIT_COSTS[charge],
    0,
  );
  const ready = chosen !== '' && userText.trim() !== '' && !props.submitting;

  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        props.onSubmit({
          characterId: chosen,
          userText: userText.trim(),
          resolution,
          angle,
          quickAction,
          withCharacterId: withCharacterId || null,
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label
            htmlFor={`${id}-character`}
            className="mb-2 block text-sm font-medium text-zinc-300"
          >
            Character
          </label>
          <select
            id={`${id}-character`}
            className={selectClass}
            value={chosen}
            disabled={props.rosterLoading}
            onChange={(event) => setCharacterId(event.target.value)}
          >
            <option value="">{props.rosterLoading ? 'Loading characters…' : 'Choose…'}</option>
            {props.roster.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-second`} className="mb-2 block text-sm font-medium text-zinc-300">
            Second character{' '}
            <span className="text-xs text-zinc-400">
              (optional, {CREDIT_COSTS.multi_character_scene} credits)
            </span>
          </label>
          <select
            id={`${id}-second`}
            className={selectClass}
            value={withCharacterId}
            onChange={(event) => setWithCharacterId(event.target.value)}
          >
            <option value="">None</option>
            {props.roster
              .filter((entry) => entry.id !== chosen)
              .map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
          </select>
        </div>
      </div>
      <label className="block">
        <span className="mb-2 block text-sm font-medium text-zinc-300">Description</span>
        <textarea
          className="min-h-28 w-full rounded-xl border border-white/10 bg-zinc-900 p-3 text-sm text-white placeholder:text-zinc-500 focus:border-rose-400/60 focus:ring-2 focus:ring-rose-400/40 focus:outline-none"
          placeholder="Describe the scene: where she is, what she wears, the mood…"
          maxLength={IMAGE_PROMPT_MAX_CHARS}
          value={userText}
          onChange={(event) => setUserText(event.target.value)}
        />
      </label>
      <QuickActions
        isPremium={props.isPremium}
        value={quickAction}
        onChange={(action) => {
          setQuickAction(action?.id ?? null);
          if (action && userText.trim() === '') setUserText(action.prompt);
        }}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <ChoiceChips
          label="Resolution"
          name="resolution"
          choices={IMAGE_RESOLUTIONS.map((r) => ({ id: r.id, label: r.label, hint: r.id }))}
          value={resolution}
          onChange={(id) => setResolution(id as ImageResolution)}
        />
        <ChoiceChips
          label="Camera angle"
          name="angle"
          choices={IMAGE_ANGLES}
          value={angle}
          onChange={(id) => setAngle(id as ImageAngle)}
        />
      </div>
      <Button type="submit" size="lg" disabled={!ready} className="w-full sm:w-auto">
        {props.submitting ? (
          <Spinner className="h-4 w-4" label="Starting" />
        ) : (
          <Wand2 className="h-4 w-4" aria-hidden="true" />
        )}
        Generate
        {cost > 0 && (
          <span className="inline-flex items-center gap-1 rounded-lg bg-black/25 px-2 py-0.5 text-xs">
            <Coins className="h-3.5 w-3.5" aria-hidden="true" /> {cost} credits
          </span>
        )}
      </Button>
    </form>
  );
}
