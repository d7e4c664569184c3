import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useServerMarkup } from '../lib/AfterHydration';
import { AgeGatePanel } from './AgeGateCard';
import { holdFocus } from './holdFocus';

/**
 * The live 18+ question: a modal in place, over an empty page. Only an answer closes it —
 * Escape and clicks outside do nothing — and while it stands the layout makes the rest of the
 * page inert and Tab goes round its controls (holdFocus).
 *
 * It is the server's copy made live, not a dialog that replaces it: while the app hydrates, it
 * draws the copy as served (answers disabled), and the render right after only enables the
 * answers. Mounting a portal dialog in its place was the guarded pages' longest task after the
 * first paint (docs/decisions/0048-the-drawn-question-is-the-live-one.md).
 */
export default function AgeGateQuestion({
  onConfirm,
  animated,
}: {
  onConfirm: () => void;
  animated: boolean;
}) {
  const navigate = useNavigate();
  const waiting = useServerMarkup();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => (waiting ? undefined : holdFocus(panel.current!)), [waiting]);
  return (
    <AgeGatePanel
      panelRef={panel}
      animated={animated}
      onConfirm={waiting ? undefined : onConfirm}
      onLeave={waiting ? undefined : () => void navigate('/goodbye')}
    />
  );
}
