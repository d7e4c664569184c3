import { AlertTriangle } from 'lucide-react';
import { redirectErrorMessage } from './authMessages';

/** Why the third-party sign-in bounced back here (`/auth?error=CODE`, (docs/PRODUCT.md#messages)). */
export function RedirectErrorNotice({
  code,
  description,
}: {
  code: string;
  description: string | null;
}) {
  const { title, detail } = redirectErrorMessage(code, description);
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-amber-400/30 bg-amber-500/10 px-4 py-3 text-sm"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-300" aria-hidden="true" />
      <div>
        <p className="font-medium text-amber-100">{title}</p>
        {detail && <p className="mt-0.5 text-amber-200/80">{detail}</p>}
      </div>
    </div>
  );
}
