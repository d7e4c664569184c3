import { ArrowLeft, Sparkles } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '#web/components/ui/Button';

const TITLES: Record<string, { title: string; blurb: string }> = {
  '/help': {
    title: 'Help Center',
    blurb: 'Guides and answers to common questions are on their way.',
  },
  '/contact': {
    title: 'Contact Us',
    blurb: 'A contact form is on its way. Thank you for your patience.',
  },
  '/affiliate': {
    title: 'Affiliate Program',
    blurb: 'Earn by sharing Velvet with friends — launching soon.',
  },
  '/community': {
    title: 'Community',
    blurb: 'A place to share favourite characters and stories is coming.',
  },
  '/leaderboard': {
    title: 'Leaderboard',
    blurb: 'See the most loved companions of the week — coming soon.',
  },
};

/** The placeholder pages of (docs/PRODUCT.md#pages): each shows 'coming soon'. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const page = TITLES[pathname.replace(/\/+$/, '')] ?? { title: 'Coming soon', blurb: '' };
  return (
    <div className="grid min-h-[70dvh] place-items-center px-6 py-16 text-center">
      <div className="max-w-md">
        <div className="mx-auto mb-6 grid h-16 w-16 place-items-center rounded-2xl bg-gradient-to-br from-rose-500/20 to-violet-500/20 ring-1 ring-violet-400/30">
          <Sparkles className="h-8 w-8 text-violet-300" aria-hidden="true" />
        </div>
        <h1 className="text-3xl font-bold text-white">{page.title}</h1>
        <p className="mt-2 text-lg font-medium text-rose-300">Coming soon</p>
        {page.blurb && <p className="mt-3 text-zinc-400">{page.blurb}</p>}
        <ButtonLink to="/characters" variant="outline" size="lg" className="mt-8">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to characters
        </ButtonLink>
      </div>
    </div>
  );
}
