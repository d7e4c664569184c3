import { Menu, X } from 'lucide-react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { AdultsOnlyMark, Logo } from './Logo';
import { Sidebar } from './Sidebar';
import type { Viewer } from './viewer';

interface MobileNavProps {
  /** While the 18+ question stands. */
  inert: boolean;
  viewer: Viewer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const iconButton =
  'rounded-lg p-2 text-zinc-300 transition hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none';

/**
 * Below the desktop breakpoint: a top bar with a menu button and the sidebar as a slide-in
 * drawer. The drawer is a native modal <dialog>: the browser gives the focus trap, Escape,
 * inert background and focus return, with no JavaScript library in the first page load.
 */
export function MobileNav({ inert, viewer, open, onOpenChange }: MobileNavProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The dialog fills the screen; a click on it outside the panel is a click on the overlay.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onOpenChange(false);
  };

  return (
    <>
      <header
        inert={inert}
        className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-white/10 bg-[#0c0a12]/85 px-3 backdrop-blur-md lg:hidden"
      >
        <button
          type="button"
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls="mobile-drawer"
          onClick={() => onOpenChange(true)}
          className={iconButton}
        >
          <Menu className="h-6 w-6" aria-hidden="true" />
        </button>
        <Link
          to="/"
          aria-label="Velvet home"
          className="rounded-xl focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
        >
          <Logo className="origin-left scale-90" />
        </Link>
        <AdultsOnlyMark className="ml-auto" />
      </header>
      <dialog
        id="mobile-drawer"
        ref={dialogRef}
        aria-label="Menu"
        onClose={() => onOpenChange(false)}
        onClick={onDialogClick}
        data-testid="drawer-overlay"
        className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-black/60 p-0 backdrop-blur-sm backdrop:bg-transparent open:animate-[fade-in_200ms_ease-out] lg:hidden"
      >
        {open && (
          <div className="relative h-full w-[280px] max-w-[85vw] animate-[slide-in-left_220ms_ease-out] overflow-y-auto border-r border-white/10 bg-[#110e19] shadow-2xl">
            <button
              type="button"
              aria-label="Close menu"
              onClick={() => onOpenChange(false)}
              className={`absolute top-5 right-3 z-10 ${iconButton}`}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
            <Sidebar viewer={viewer} onNavigate={() => onOpenChange(false)} />
          </div>
        )}
      </dialog>
    </>
  );
}
