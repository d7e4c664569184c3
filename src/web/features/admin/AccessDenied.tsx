import { Home, ShieldAlert } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/Button';

export function AccessDenied() {
  return (
    <div className="grid min-h-[60dvh] place-items-center px-6 py-16 text-center">
      <div className="max-w-md">
        <ShieldAlert className="mx-auto h-12 w-12 text-rose-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-white">Access Denied</h1>
        <p className="mt-3 text-zinc-400">You don't have permission to access the admin panel.</p>
        <ButtonLink to="/" size="lg" className="mt-8">
          <Home className="h-4 w-4" aria-hidden="true" /> Go Home
        </ButtonLink>
      </div>
    </div>
  );
}
