import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicCharacter } from '#shared/api/characters';
import { ButtonLink } from '#web/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/Dialog';
import { PremiumBadge, RankBadge, RatingBadge } from './CardBadges';
import { CharacterImage } from './CharacterImage';
import { formatCount } from './format';

interface CharacterDetailsDialogProps {
  character: PublicCharacter | null;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="mb-2 text-xs font-semibold tracking-wider text-zinc-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

const chip = 'rounded-full px-2.5 py-1 text-xs ring-1';

/** Everything public about one character, opened from the card's info button. */
export function CharacterDetailsDialog({ character, onClose }: CharacterDetailsDialogProps) {
  return (
    <Dialog open={character !== null} onOpenChange={(open) => !open && onClose()}>
      {character && (
        <DialogContent className="max-w-xl">
          <div className="flex gap-4">
            <CharacterImage
              name={character.name}
              src={character.imageUrl}
              className="h-28 w-24 shrink-0 rounded-xl"
            />
            <div className="min-w-0 pr-6">
              <DialogTitle className="text-2xl font-bold text-white">
                {character.name}{' '}
                <span className="text-lg font-medium text-zinc-400">{character.displayAge}</span>
              </DialogTitle>
              <p className="text-sm text-rose-200/90">{character.personalityType}</p>
              <div className="mt-2 flex flex-wrap gap-1.5">
                <RatingBadge rating={character.rating} />
                <RankBadge rank={character.rank} />
                {character.isPremium && <PremiumBadge />}
              </div>
              <p className="mt-2 text-xs text-zinc-500">
                {formatCount(character.messageCount)} messages · AI character
              </p>
            </div>
          </div>

          <DialogDescription className="mt-5 text-sm leading-relaxed whitespace-pre-line text-zinc-300">
            {character.bio}
          </DialogDescription>

          {character.persona && (
            <Section title="Personality">
              <p className="text-sm leading-relaxed text-zinc-300">{character.persona}</p>
            </Section>
          )}
          {character.looks.length > 0 && (
            <Section title="Looks">
              <ul className="flex flex-wrap gap-1.5">
                {character.looks.map((look) => (
                  <li
                    key={look}
                    className={`${chip} bg-rose-500/10 text-rose-200 ring-rose-400/20`}
                  >
                    {look}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {character.tags.length > 0 && (
            <Section title="Tags">
              <ul className="flex flex-wrap gap-1.5">
                {character.tags.map((tag) => (
                  <li
                    key={tag}
                    className={`${chip} bg-violet-500/10 text-violet-200 ring-violet-400/20`}
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {character.starterPrompts.length > 0 && (
            <Section title="Conversation starters">
              <ul className="space-y-1.5">
                {character.starterPrompts.map((prompt) => (
                  <li
                    key={prompt}
                    className="rounded-lg bg-white/[0.04] px-3 py-2 text-sm text-zinc-300"
                  >
                    “{prompt}”
                  </li>
                ))}
              </ul>
            </Section>
          )}

          <ButtonLink
            to={`/chat/${encodeURIComponent(character.id)}`}
            size="lg"
            className="mt-6 w-full"
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" /> Chat Now
          </ButtonLink>
        </DialogContent>
      )}
    </Dialog>
  );
}
