import { randomUUID } from 'node:crypto';
import type { FileStorage } from '#server/providers/storage/types.js';
import type { EmailService } from '../notifications/index.js';
import { fromQaCheck, type Diagnostics } from './diagnostics.js';
import type { QaRegistry } from './qaRegistry.js';

/**
 * The diagnostics every install has (the old /dev test pages, as real server checks). The first
 * four are the QA checklist's own checks; the e-mail one really sends a message to the admin.
 */
export function registerCoreDiagnostics(
  diagnostics: Diagnostics,
  deps: { qa: QaRegistry; email: EmailService; storage: FileStorage },
) {
  const { qa } = deps;
  diagnostics.register(
    fromQaCheck(qa, 'database', {
      name: 'database',
      label: 'Database round trip',
      description: 'Sends one query to the database and waits for its answer.',
    }),
  );
  diagnostics.register(
    fromQaCheck(qa, 'openai_api_responding', {
      name: 'model',
      label: 'Model round trip',
      description:
        'Asks the configured model (or the offline engine) for a short reply and shows it.',
    }),
  );
  diagnostics.register(
    fromQaCheck(qa, 'moderation', {
      name: 'moderation',
      label: 'Moderation judge',
      description:
        'Runs our policy on a greeting, then the configured judge or moderation endpoint ("policy only" when none is set).',
    }),
  );
  diagnostics.register(
    fromQaCheck(qa, 'stripe_connected', {
      name: 'payments',
      label: 'Payments provider',
      description:
        'Calls the payments provider (Stripe lists its coupons; test mode answers locally).',
    }),
  );
  diagnostics.register({
    name: 'email',
    label: 'Send test e-mail to me',
    description:
      'Sends a short e-mail to your own address through the configured provider now (SMTP or Resend) and shows its answer; it is kept in the E-mail tab.',
    run: async ({ actor }) => {
      const sent = await deps.email.sendNow({
        to: actor.email,
        userId: actor.id,
        subject: 'Diagnostic e-mail',
        text: `This is a diagnostic e-mail requested from the admin panel at ${new Date().toISOString()}.`,
      });
      return {
        pass: true,
        detail: `${sent.provider} accepted message #${sent.id} to ${actor.email}${sent.providerMessageId ? ` (id ${sent.providerMessageId})` : ''}.`,
      };
    },
  });
  diagnostics.register({
    name: 'storage',
    label: 'Storage write, read and delete',
    description: 'Stores a small file under a temporary key, reads it back and deletes it.',
    run: async () => {
      const key = `diagnostics/${randomUUID()}.txt`;
      const body = new TextEncoder().encode(`diagnostic ${new Date().toISOString()}`);
      await deps.storage.put(key, body, 'text/plain');
      const back = await deps.storage.get(key);
      await deps.storage.delete(key);
      const gone = (await deps.storage.get(key)) === null;
      const same = back !== null && Buffer.from(back.bytes).equals(Buffer.from(body));
      return {
        pass: same && gone,
        detail: `${deps.storage.kind} storage: ${same ? 'read back what was written' : 'read back something else'}, ${gone ? 'deleted' : 'still there after delete'}`,
      };
    },
  });
  diagnostics.register(
    fromQaCheck(qa, 'image_backend', {
      name: 'images',
      label: 'Image backend',
      description:
        'Asks the image backend whether it is ready (each ComfyUI instance, or the local preview renderer).',
    }),
  );
}
