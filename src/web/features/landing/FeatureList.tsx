import { Crown, Lock, MessagesSquare, Users, type LucideIcon } from 'lucide-react';
import { useCharacterTotal } from '../characters';

interface Feature {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** What the product offers; the personality count comes from the live roster. */
export function FeatureList() {
  const total = useCharacterTotal().data;
  const features: Feature[] = [
    {
      title: 'Natural conversations',
      text: 'Replies that remember what you shared and match your mood, any time of day.',
      icon: MessagesSquare,
    },
    {
      title: 'Premium features',
      text: 'Unlock intimate roleplay, custom images and good-morning messages with Premium.',
      icon: Crown,
    },
    {
      title: 'Private and secure',
      text: 'Your chats are never sold. Export or delete your data whenever you like.',
      icon: Lock,
    },
    {
      title: total ? `${total} distinct personalities` : 'Distinct personalities',
      text: 'From sweet and caring to bold and mysterious: find the companion who fits you.',
      icon: Users,
    },
  ];

  return (
    <section aria-labelledby="features-heading" className="px-4 py-16 sm:px-6 lg:px-10">
      <div className="mx-auto max-w-6xl">
        <h2
          id="features-heading"
          className="text-center text-3xl font-bold tracking-tight text-white"
        >
          Why people love Velvet
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ title, text, icon: Icon }) => (
            <li
              key={text}
              className="rounded-2xl border border-white/10 bg-white/[0.03] p-6 transition hover:border-violet-400/30 hover:bg-white/[0.05]"
            >
              <span className="grid h-11 w-11 place-items-center rounded-xl bg-gradient-to-br from-rose-500/25 to-violet-500/25 ring-1 ring-white/10">
                <Icon className="h-5 w-5 text-rose-200" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-white">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-zinc-400">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
