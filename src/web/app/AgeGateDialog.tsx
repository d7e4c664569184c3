import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router';
import { cn } from '../lib/cn';
import { AGE_GATE_OVERLAY_CLASS, AGE_GATE_PANEL_CLASS, AgeGateCard } from './AgeGateCard';

// The server's copy, which the app hydrates before the dialog takes its place: it comes in the
// dialog's chunk, so the card's code stays out of the pages that never ask (the landing page).
export { StaticAgeGate } from './AgeGateCard';

const preventClose = (event: Event) => event.preventDefault();

/**
 * The full-screen 18+ question. A Radix modal: focus is trapped inside, the page behind is
 * inert, and Escape or a click outside does nothing — only an answer closes it. It pops in,
 * unless the server's prerendered copy was already on screen in its place.
 */
export default function AgeGateDialog({
  onConfirm,
  animated,
}: {
  onConfirm: () => void;
  animated: boolean;
}) {
  const navigate = useNavigate();
  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={AGE_GATE_OVERLAY_CLASS} />
        <DialogPrimitive.Content
          onEscapeKeyDown={preventClose}
          onPointerDownOutside={preventClose}
          onInteractOutside={preventClose}
          className={cn(AGE_GATE_PANEL_CLASS, animated && 'animate-[pop-in_200ms_ease-out]')}
        >
          <AgeGateCard
            onConfirm={onConfirm}
            onLeave={() => void navigate('/goodbye')}
            Title={DialogPrimitive.Title}
            Description={DialogPrimitive.Description}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
