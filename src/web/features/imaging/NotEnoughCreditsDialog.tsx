import { Coins } from 'lucide-react';
import { Button } from '#web/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/Dialog';

/** Shown when an image costs more credits than the member has; leads to buying credits. */
export function NotEnoughCreditsDialog(props: {
  message: string | null;
  onClose: () => void;
  onBuy: () => void;
}) {
  return (
    <Dialog open={props.message !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle className="flex items-center gap-2 text-lg font-semibold text-white">
          <Coins className="h-5 w-5 text-amber-300" aria-hidden="true" /> Not enough credits
        </DialogTitle>
        <DialogDescription className="mt-2 text-sm text-zinc-400">
          {props.message}
        </DialogDescription>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="ghost" onClick={props.onClose}>
            Not now
          </Button>
          <Button onClick={props.onBuy}>Buy credits</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
