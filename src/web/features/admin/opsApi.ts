import { z } from 'zod';
import {
  adminUserDetailSchema,
  adminUserListSchema,
  analyticsListSchema,
  couponListSchema,
  diagnosticListSchema,
  diagnosticResultSchema,
  emailListSchema,
  moderationItemSchema,
  moderationListSchema,
  webhookItemSchema,
  webhookListSchema,
} from '#shared/api/adminOps';
import { apiFetch, postJson, toQueryString, type QueryValue } from '#web/lib/api';

const withQuery = (path: string, params: Record<string, QueryValue>) =>
  `${path}${toQueryString(params)}`;
const userPath = (id: string, action = '') =>
  `/api/admin/users/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export const fetchUsers = (params: { q: string; offset: number; limit: number }) =>
  apiFetch(withQuery('/api/admin/users', params), adminUserListSchema);
export const fetchUser = (id: string) => apiFetch(userPath(id), adminUserDetailSchema);
export const setUserPremium = (id: string, granted: boolean) =>
  apiFetch(userPath(id, 'premium'), adminUserDetailSchema, postJson({ granted }));
export const setUserAdmin = (id: string, admin: boolean) =>
  apiFetch(userPath(id, 'admin'), adminUserDetailSchema, postJson({ admin }));
export const suspendUser = (id: string, reason: string) =>
  apiFetch(userPath(id, 'suspend'), adminUserDetailSchema, postJson({ reason }));
export const liftSuspension = (id: string) =>
  apiFetch(userPath(id, 'lift-suspension'), adminUserDetailSchema, postJson({}));
export const adjustCredits = (id: string, amount: number, reason: string) =>
  apiFetch(userPath(id, 'credits'), adminUserDetailSchema, postJson({ amount, reason }));

export const fetchModeration = (params: { status: string; offset: number; limit: number }) =>
  apiFetch(withQuery('/api/admin/moderation', params), moderationListSchema);
export const reviewIncident = (id: number, action: 'dismiss' | 'strike' | 'suspend') =>
  apiFetch(`/api/admin/moderation/${id}`, moderationItemSchema, postJson({ action }));

export const fetchWebhooks = (params: { status: string; offset: number; limit: number }) =>
  apiFetch(withQuery('/api/admin/webhooks', params), webhookListSchema);
export const replayWebhook = (id: number) =>
  apiFetch(`/api/admin/webhooks/${id}/replay`, webhookItemSchema, postJson({}));

export const fetchEmails = (params: { status: string; offset: number; limit: number }) =>
  apiFetch(withQuery('/api/admin/emails', params), emailListSchema);
export const resendEmail = (id: number) =>
  apiFetch(`/api/admin/emails/${id}/resend`, z.object({ ok: z.literal(true) }), postJson({}));

export const fetchAnalyticsEvents = (params: {
  type: string;
  from: string;
  to: string;
  offset: number;
  limit: number;
}) => apiFetch(withQuery('/api/admin/analytics/events', params), analyticsListSchema);

export const fetchDiagnostics = () => apiFetch('/api/admin/diagnostics', diagnosticListSchema);
export const runDiagnostic = (name: string) =>
  apiFetch(
    `/api/admin/diagnostics/${encodeURIComponent(name)}`,
    diagnosticResultSchema,
    postJson({}),
  );

export const fetchCoupons = () => apiFetch('/api/admin/coupons', couponListSchema);

export const fetchReferralTotals = () =>
  apiFetch('/api/admin/referrals', () =>
    import('#shared/api/growth').then((module) => module.referralTotalsSchema),
  );
