import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes at run time; scripts stay locked down.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The service worker (public/sw.js) and the web app manifest come from our own origin only.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function setSecurityHeaders(reply: FastifyReply, isProduction: boolean) {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  if (isProduction) {
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
}

/** A response that may carry someone's data: it came with a cookie or sets one. */
const isPersonal = (request: FastifyRequest, reply: FastifyReply) =>
  Boolean(request.headers.cookie) || reply.hasHeader('set-cookie');

/**
 * Every response gets the same security headers. They are set when the request arrives (so the
 * hand-written Server-Sent Events writer, which bypasses onSend, copies them from the reply) and
 * again before sending (an error handler may have built a fresh reply). API answers are never
 * stored by browsers or proxies when they may hold a person's data.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }) {
  app.addHook('onRequest', async (_request, reply) => {
    setSecurityHeaders(reply, options.isProduction);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(reply, options.isProduction);
    if (request.url.startsWith('/api/')) {
      if (isPersonal(request, reply) || !reply.hasHeader('cache-control'))
        reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
