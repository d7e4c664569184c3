import type { FastifyInstance, FastifyReply } from 'fastify';
import { APP_NAME } from '#shared/constants.js';
import { unsubscribeQuerySchema } from '#shared/api/email.js';
import { access } from '#server/http/access.js';
import { parseInput } from '#server/http/errors.js';
import type { EmailService } from './service.js';
import { escapeHtml } from './render.js';

/** A small self-contained page: the link is opened from a mail client, signed in or not. */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${APP_NAME}</title></head><body style="font-family:system-ui,sans-serif;background:#0f0f17;color:#eee;display:grid;place-items:center;min-height:90vh"><main style="max-width:28rem;padding:2rem;background:#1b1b27;border-radius:12px"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(html);
}

const INVALID =
  '<p>This unsubscribe link is not valid. Copy the whole link from the e-mail, or change your e-mail choices in your dashboard.</p>';

/**
 * One-click unsubscribe (RFC 8058), no session needed: GET shows a confirm button (a GET never
 * changes state, and link scanners open every link), POST with the token unsubscribes — the
 * same POST mail clients send for `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 */
export function registerEmailRoutes(app: FastifyInstance, email: EmailService) {
  app.register(async (scope) => {
    // Mail clients post `List-Unsubscribe=One-Click` form-encoded; the token is in the URL.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );

    scope.get('/api/email/unsubscribe', access('public'), async (request, reply) => {
      const { token } = parseInput(unsubscribeQuerySchema, request.query);
      if (!email.verifyUnsubscribeToken(token)) return page(reply, 400, 'Link not valid', INVALID);
      const action = `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
      return page(
        reply,
        200,
        'Unsubscribe from marketing e-mail?',
        `<p>You will no longer get ${APP_NAME}'s digest e-mails. Messages about your account and payments still arrive.</p><form method="post" action="${escapeHtml(action)}"><button type="submit" style="padding:.6rem 1.2rem;border-radius:8px;border:0;background:#e11d48;color:#fff;font-size:1rem">Unsubscribe</button></form>`,
      );
    });

    scope.post('/api/email/unsubscribe', access('public'), async (request, reply) => {
      const { token } = parseInput(unsubscribeQuerySchema, request.query);
      const userId = email.verifyUnsubscribeToken(token);
      if (!userId) return page(reply, 400, 'Link not valid', INVALID);
      await email.optOut(userId);
      return page(
        reply,
        200,
        'You are unsubscribed',
        `<p>You will get no more marketing e-mail from ${APP_NAME}. Messages about your account and payments still arrive.</p>`,
      );
    });
  });
}
