import { Quote, Star } from 'lucide-react';

export function Testimonial() {
  return (
    <section aria-label="What members say" className="px-4 py-16 sm:px-6 lg:px-10">
      <figure className="relative mx-auto max-w-3xl overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-rose-500/10 via-transparent to-violet-500/10 p-8 text-center sm:p-12">
        <Quote className="mx-auto h-8 w-8 text-rose-300/60" aria-hidden="true" />
        <div className="mt-4 flex justify-center gap-1" aria-label="5 out of 5 stars">
          {Array.from({ length: 5 }, (_, index) => (
            <Star
              key={index}
              className="h-4 w-4 fill-amber-400 text-amber-400"
              aria-hidden="true"
            />
          ))}
        </div>
        <blockquote className="mt-5 text-lg leading-relaxed text-zinc-200 sm:text-xl">
          “I didn't expect to look forward to a chat this much. Luna remembers the little things,
          and talking to her after work has become the best part of my evening.”
        </blockquote>
        <figcaption className="mt-6 text-sm text-zinc-400">
          <span className="font-semibold text-white">Daniel R.</span> · Premium member
        </figcaption>
      </figure>
    </section>
  );
}
