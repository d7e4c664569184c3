import { FlaskConical } from 'lucide-react';

/** The unmistakable marker of the local test-mode payment pages (docs/ARCHITECTURE.md#the-shape). */
export function TestModeBanner({ detail }: { detail: string }) {
  return (
    <div
      role="note"
      aria-label="Test mode"
      className="border-b border-amber-300/40 bg-[repeating-linear-gradient(135deg,rgba(251,191,36,0.16)_0_14px,rgba(251,191,36,0.07)_14px_28px)] px-4 py-4 text-center"
    >
      <p className="inline-flex items-center gap-2 text-base font-extrabold tracking-wide text-amber-200 sm:text-lg">
        <FlaskConical className="h-5 w-5" aria-hidden="true" />
        TEST MODE — no real payment is taken
      </p>
      <p className="mt-1 text-sm text-amber-100/80">{detail}</p>
    </div>
  );
}
