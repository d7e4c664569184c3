import { DEFAULT_CHARACTER_ID } from '#shared/constants';
import { cn } from '#web/lib/cn';
import { useCharacter, CharacterImage } from '../characters';

const BUBBLES = [
  { from: 'character', text: 'Hey you 💜 I was just thinking about you. How was your day?' },
  { from: 'user', text: 'Long one. Glad I get to talk to you now.' },
  {
    from: 'character',
    text: "Then let's make the rest of it better. Tell me everything, I'm all yours ✨",
  },
] as const;

/** A static sample conversation with Luna: shows the product before any sign-up. */
export function PreviewChat() {
  const luna = useCharacter(DEFAULT_CHARACTER_ID).data;
  const name = luna?.name ?? 'Luna';
  return (
    <figure
      aria-label={`Preview of a chat with ${name}`}
      className="relative mx-auto w-full max-w-md rounded-3xl border border-white/10 bg-zinc-900/70 p-4 shadow-2xl shadow-violet-950/50 backdrop-blur-xl"
    >
      <div className="flex items-center gap-3 border-b border-white/10 pb-3">
        {luna ? (
          <CharacterImage
            name={name}
            src={luna.imageUrl}
            loading="eager"
            className="h-11 w-11 rounded-full ring-2 ring-rose-400/50"
          />
        ) : (
          <div className="h-11 w-11 rounded-full bg-zinc-800 ring-2 ring-rose-400/50" />
        )}
        <div>
          <p className="font-semibold text-white">{name}</p>
          <p className="flex items-center gap-1.5 text-xs text-emerald-400">
            <span className="h-1.5 w-1.5 rounded-full bg-emerald-400" aria-hidden="true" /> Online ·
            AI companion
          </p>
        </div>
      </div>
      <div className="space-y-3 py-4">
        {BUBBLES.map((bubble) => (
          <p
            key={bubble.text}
            className={cn(
              'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
              bubble.from === 'user'
                ? 'ml-auto rounded-br-md bg-gradient-to-r from-rose-500 to-violet-500 text-white'
                : 'rounded-bl-md bg-white/[0.07] text-zinc-100',
            )}
          >
            {bubble.text}
          </p>
        ))}
        <div
          className="flex w-16 items-center justify-center gap-1 rounded-2xl rounded-bl-md bg-white/[0.07] px-3 py-3"
          aria-label={`${name} is typing`}
        >
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="h-1.5 w-1.5 animate-bounce rounded-full bg-zinc-400"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </div>
      </div>
      <div className="rounded-xl border border-white/10 bg-white/[0.04] px-4 py-3 text-sm text-zinc-500">
        Message {name}...
      </div>
    </figure>
  );
}
