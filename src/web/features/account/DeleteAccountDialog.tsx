import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { forgetAccount } from '#web/app';
import { Button } from '#web/components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/Dialog';
import { ApiRequestError } from '#web/lib/api';
import { deleteMyAccount } from './api';

/** The server compares case-insensitively after trimming; the button follows the same rule. */
export const matchesEmail = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

// The shared Button has no destructive variant; these mirror its shape with danger colours.
const dangerBase =
  'inline-flex h-10 items-center justify-center gap-2 rounded-xl px-4 text-sm font-medium whitespace-nowrap transition ' +
  'focus-visible:ring-2 focus-visible:ring-rose-300 focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-950 focus-visible:outline-none ' +
  'disabled:pointer-events-none disabled:opacity-50';
const dangerSolid = `${dangerBase} bg-rose-600 text-white shadow-lg shadow-rose-900/30 hover:bg-rose-500`;
const dangerOutline = `${dangerBase} border border-rose-400/40 text-rose-200 hover:border-rose-400/70 hover:bg-rose-500/10`;

/** 'Delete account': the user types their e-mail to confirm, then everything is removed. */
export function DeleteAccountDialog({ email }: { email: string }) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmed = matchesEmail(typed, email);

  const onOpenChange = (next: boolean) => {
    if (deleting) return;
    setOpen(next);
    setTyped('');
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || deleting) return;
    setDeleting(true);
    setFailure(null);
    try {
      await deleteMyAccount(typed.trim());
    } catch (error) {
      setDeleting(false);
      setFailure(
        error instanceof ApiRequestError && error.status !== 0 && error.status < 500
          ? error.message
          : 'Could not delete your account. Please try again.',
      );
      return;
    }
    forgetAccount(queryClient);
    toast.success('Your account has been deleted', {
      description: 'Everything we stored about you is gone. Take care!',
    });
    await navigate('/', { replace: true });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button type="button" className={dangerOutline}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete account
        </button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <form onSubmit={(event) => void onSubmit(event)}>
          <DialogTitle className="pr-8 text-xl font-bold text-white">
            Delete your account?
          </DialogTitle>
          <DialogDescription className="mt-3 text-sm leading-relaxed text-zinc-400">
            This permanently deletes your account with your conversations, credits and settings. It
            cannot be undone. Premium members: cancel your subscription first so you are not billed
            again.
          </DialogDescription>
          <label htmlFor={inputId} className="mt-5 block text-sm text-zinc-300">
            Type <span className="font-semibold break-all text-white">{email}</span> to confirm
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={failure ? true : undefined}
            className="mt-2 h-11 w-full rounded-xl border border-white/10 bg-white/[0.04] px-3.5 text-white placeholder:text-zinc-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-400/70"
            placeholder={email}
          />
          {failure && (
            <p role="alert" className="mt-2 text-sm text-rose-300">
              {failure}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <button type="submit" disabled={!confirmed || deleting} className={dangerSolid}>
              {deleting ? 'Deleting...' : 'Delete my account'}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
