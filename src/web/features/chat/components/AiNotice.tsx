import { Bot, X } from 'lucide-react';
import { useState } from 'react';
import { FIRST_CONVERSATION_NOTICE } from '#shared/paywall';

const SEEN_KEY = 'velvet.aiNoticeSeen';

function alreadySeen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === 'yes';
  } catch {
    return false; // storage blocked: showing the notice again is the safe side
  }
}

/** The one-time "these are AI characters" notice of a browser's first conversation. */
export function AiNotice() {
  const [visible, setVisible] = useState(() => !alreadySeen());
  if (!visible) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(SEEN_KEY, 'yes');
    } catch {
      // Not remembered; it simply shows again next time.
    }
    setVisible(false);
  };
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-2xl border border-violet-400/25 bg-violet-500/10 p-3.5 text-sm text-violet-100"
    >
      <Bot className="mt-0.5 h-5 w-5 shrink-0 text-violet-300" aria-hidden="true" />
      <p className="flex-1 leading-relaxed">{FIRST_CONVERSATION_NOTICE}</p>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-xs font-medium text-violet-200 ring-1 ring-violet-300/30 transition hover:bg-violet-400/15 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
      >
        <X className="h-3.5 w-3.5" aria-hidden="true" /> Got it
      </button>
    </div>
  );
}
