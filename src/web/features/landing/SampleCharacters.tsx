import { ArrowRight, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { LANDING_SAMPLE_CHARACTER_IDS } from '#shared/constants';
import { ButtonLink } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { ApiRequestError } from '#web/lib/api';
import { useCharacter, CharacterImage } from '../characters';

function SampleCharacter({ id }: { id: string }) {
  const { data: character, error, refetch } = useCharacter(id);
  // A sample that no longer exists (deactivated) drops out of the row; other failures can retry.
  if (error instanceof ApiRequestError && error.status === 404) return null;
  if (error) {
    return (
      <li className="grid aspect-[3/4] place-items-center rounded-2xl border border-white/10 p-4 text-center text-sm text-zinc-400">
        <div>
          <p>Couldn't load this character.</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-3 inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-rose-300 ring-1 ring-rose-400/30 hover:bg-rose-500/10 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
          >
            <RefreshCw className="h-3.5 w-3.5" aria-hidden="true" /> Retry
          </button>
        </div>
      </li>
    );
  }
  if (!character) {
    return (
      <li className="overflow-hidden rounded-2xl border border-white/10">
        <Skeleton className="aspect-[3/4] rounded-none" />
      </li>
    );
  }
  return (
    <li>
      <Link
        to={`/chat/${encodeURIComponent(character.id)}`}
        className="group relative block overflow-hidden rounded-2xl border border-white/10 transition duration-300 hover:-translate-y-1 hover:border-rose-400/40 hover:shadow-xl hover:shadow-rose-500/10 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
      >
        <CharacterImage
          name={character.name}
          src={character.imageUrl}
          loading="eager"
          className="aspect-[3/4] transition duration-500 group-hover:scale-[1.03]"
        />
        <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/90 via-black/10 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 p-4">
          <h3 className="text-lg font-bold text-white">{character.name}</h3>
          <p className="text-sm text-rose-200/90">{character.personalityType}</p>
        </div>
      </Link>
    </li>
  );
}

/** Four hand-picked characters, each fetched from the API so names and pictures stay current. */
export function SampleCharacters() {
  return (
    <section aria-labelledby="sample-heading" className="px-4 py-16 sm:px-6 lg:px-10">
      <div className="mx-auto max-w-6xl">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="sample-heading" className="text-3xl font-bold tracking-tight text-white">
              Say hi to a few of them
            </h2>
            <p className="mt-2 text-zinc-400">
              Each with her own voice, story and way of making you smile.
            </p>
          </div>
          <ButtonLink to="/characters" variant="ghost">
            See all characters <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </ButtonLink>
        </div>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {LANDING_SAMPLE_CHARACTER_IDS.map((id) => (
            <SampleCharacter key={id} id={id} />
          ))}
        </ul>
      </div>
    </section>
  );
}
