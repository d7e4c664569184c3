import { Link } from 'react-router';
import { APP_NAME } from '#shared/constants';
import { AdultsOnlyMark } from './Logo';

export const LEGAL_LINKS = [
  { to: '/legal/terms', label: 'Terms of Service' },
  { to: '/legal/privacy', label: 'Privacy Policy' },
  { to: '/legal/acceptable-use', label: 'Acceptable Use' },
] as const;

/** Page footer: copyright with the current year and links among the legal pages. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-white/10 px-6 py-8 text-sm text-zinc-500">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 sm:flex-row">
        <p className="flex items-center gap-3">
          <AdultsOnlyMark />
          <span>
            © {year} {APP_NAME}. All characters are fictional AI.
          </span>
        </p>
        <nav aria-label="Legal" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {LEGAL_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="rounded transition hover:text-zinc-200 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
