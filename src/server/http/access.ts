/**
 * Who may call a route, declared on every route as `config: { access }` and checked by the
 * access-matrix test (test/api/accessMatrix.test.ts), which walks the whole route table:
 * public: anyone; visitor: a guest or a signed-in user; member: signed in (else 401);
 * premium: signed in with Premium (else 402); admin: admins only (403, or 401 signed out);
 * webhook: signature-verified provider callbacks; operator: machines holding an operator token
 * (the Prometheus scraper's METRICS_TOKEN), 401 for everyone else.
 */
export const ROUTE_ACCESS = [
  'public',
  'visitor',
  'member',
  'premium',
  'admin',
  'webhook',
  'operator',
] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Route options declaring who may call the route. */
export const access = (level: RouteAccess) => ({ config: { access: level } });
