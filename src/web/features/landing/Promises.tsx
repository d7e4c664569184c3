import { Bot, Download, ShieldCheck, Sparkles } from 'lucide-react';

/**
 * Our promises to members, in place of a testimonial: we quote no reviews we cannot show to be
 * real (docs/decisions/0041-honest-landing.md).
 */
const PROMISES = [
  {
    icon: Bot,
    title: 'Always an AI, always labelled',
    text: 'Every companion is a fictional adult character played by an AI, and the chat says so.',
  },
  {
    icon: ShieldCheck,
    title: 'Adults only, safety first',
    text: 'An 18+ service with firm limits for everyone and real help when a conversation turns serious.',
  },
  {
    icon: Download,
    title: 'Your data stays yours',
    text: 'Export your conversations or delete your account at any time, from your account.',
  },
  {
    icon: Sparkles,
    title: 'Free to start',
    text: 'Chat without signing up. Premium is optional and you can cancel anytime.',
  },
];

export function Promises() {
  return (
    <section aria-labelledby="promises-title" className="px-4 py-16 sm:px-6 lg:px-10">
      <div className="mx-auto max-w-5xl rounded-3xl border border-white/10 bg-gradient-to-br from-rose-500/10 via-transparent to-violet-500/10 p-8 sm:p-12">
        <h2 id="promises-title" className="text-center text-2xl font-bold text-white sm:text-3xl">
          Our promise to you
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white/5 text-rose-300">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-semibold text-white">{title}</p>
                <p className="mt-1 text-sm leading-relaxed text-zinc-400">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
