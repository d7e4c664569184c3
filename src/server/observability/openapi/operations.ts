import * as admin from '#shared/api/admin.js';
import * as adminCharacters from '#shared/api/adminCharacters.js';
import * as ops from '#shared/api/adminOps.js';
import * as auth from '#shared/api/auth.js';
import * as billing from '#shared/api/billing.js';
import * as characters from '#shared/api/characters.js';
import * as chat from '#shared/api/chat.js';
import * as imaging from '#shared/api/imaging.js';
import type { ApiDoc } from './types.js';

/**
 * The shared schemas of each route registered before routes could declare `config.api`
 * themselves. A new route should declare its own (`config: { access, api }`); a route in neither
 * place is still listed, with its access level only. `openapi.test.ts` fails on an entry here
 * that names no registered route.
 */
export const API_OPERATIONS: Record<string, ApiDoc> = {
  // Health
  'GET /healthz': { tag: 'operations', summary: 'Liveness: the process answers.' },
  'GET /readyz': { tag: 'operations', summary: 'Readiness: the database answers (503 if not).' },
  'GET /metrics': {
    tag: 'operations',
    summary: 'Prometheus metrics (Bearer METRICS_TOKEN; 404 when unset).',
    produces: 'text/plain',
  },
  'GET /api/openapi.json': { tag: 'operations', summary: 'This document (admins only).' },
  // Auth and account
  'POST /api/auth/sign-up/email': {
    tag: 'auth',
    summary: 'Create an account (18+ confirmation required).',
    body: auth.signUpSchema,
  },
  'POST /api/auth/sign-in/email': {
    tag: 'auth',
    summary: 'Sign in with e-mail and password.',
    body: auth.signInSchema,
  },
  'POST /api/auth/update-user': {
    tag: 'auth',
    summary: 'Profile change through better-auth (same rules as PATCH /api/me).',
    body: auth.updateProfileSchema,
  },
  'GET /api/auth-config': {
    tag: 'auth',
    summary: 'Which sign-in methods are offered.',
    response: auth.authConfigSchema,
  },
  'GET /api/me': { tag: 'auth', summary: 'The signed-in viewer.', response: auth.meSchema },
  'PATCH /api/me': {
    tag: 'auth',
    summary: 'Change the profile.',
    body: auth.updateProfileSchema,
    response: auth.meSchema,
  },
  'DELETE /api/me': {
    tag: 'auth',
    summary: 'Delete the account and its data.',
    body: auth.deleteAccountSchema,
  },
  'GET /api/me/export': { tag: 'auth', summary: 'Download every row the account owns (JSON).' },
  'GET /api/me/sign-in-failures': {
    tag: 'auth',
    summary: 'Recent failed sign-ins to this account.',
    response: auth.signInFailuresResponseSchema,
  },
  // Characters
  'GET /api/characters': {
    tag: 'characters',
    summary: 'The public roster.',
    query: characters.characterListQuerySchema,
    response: characters.characterListResponseSchema,
  },
  'GET /api/characters/:id': {
    tag: 'characters',
    summary: 'One public character.',
    params: characters.characterIdParamsSchema,
    response: characters.publicCharacterSchema,
  },
  // Chat
  'POST /api/chat/send': {
    tag: 'chat',
    summary: 'Stateless reply to a history the client keeps (402 paywall for intimate requests).',
    body: chat.statelessChatSendSchema,
    response: chat.statelessChatReplySchema,
  },
  'GET /api/conversations': {
    tag: 'chat',
    summary: "The viewer's conversations.",
    response: chat.conversationListSchema,
  },
  'POST /api/conversations': {
    tag: 'chat',
    summary: 'Start a conversation with a character.',
    body: chat.createConversationSchema,
    response: chat.createConversationResponseSchema,
    status: 201,
  },
  'GET /api/conversations/:id/messages': {
    tag: 'chat',
    summary: 'A page of messages, newest first.',
    params: chat.conversationParamsSchema,
    query: chat.messagePageQuerySchema,
    response: chat.messagePageSchema,
  },
  'POST /api/conversations/:id/messages': {
    tag: 'chat',
    summary: 'Send a message; the reply streams as events or comes back whole (402 paywall).',
    params: chat.conversationParamsSchema,
    body: chat.sendMessageSchema,
    response: chat.sendMessageResponseSchema,
    events: chat.chatStreamEventSchema,
  },
  'GET /api/conversations/:id/stream': {
    tag: 'chat',
    summary: 'Re-attach to the running reply: the text so far, then every later delta.',
    params: chat.conversationParamsSchema,
    events: chat.chatStreamEventSchema,
  },
  'POST /api/conversations/:id/regenerate': {
    tag: 'chat',
    summary: 'Generate another version of the last reply.',
    params: chat.conversationParamsSchema,
    response: chat.sendMessageResponseSchema,
    events: chat.chatStreamEventSchema,
  },
  'POST /api/conversations/:id/stop': {
    tag: 'chat',
    summary: 'Stop the running reply, from any instance.',
    params: chat.conversationParamsSchema,
  },
  'PATCH /api/messages/:id': {
    tag: 'chat',
    summary: 'Edit a message.',
    params: chat.messageParamsSchema,
    body: chat.editMessageSchema,
    response: chat.chatMessageSchema,
  },
  'DELETE /api/messages/:id': {
    tag: 'chat',
    summary: 'Delete a message.',
    params: chat.messageParamsSchema,
  },
  'PUT /api/messages/:id/alternate': {
    tag: 'chat',
    summary: 'Show another version of a reply.',
    params: chat.messageParamsSchema,
    body: chat.selectAlternateSchema,
    response: chat.chatMessageSchema,
  },
  // Billing and credits
  'GET /api/plans': {
    tag: 'billing',
    summary: 'The plans.',
    response: billing.plansResponseSchema,
  },
  'POST /api/billing/checkout': {
    tag: 'billing',
    summary: 'Start a subscription checkout.',
    body: billing.checkoutRequestSchema,
    response: billing.redirectResponseSchema,
  },
  'POST /api/billing/checkout/return': {
    tag: 'billing',
    summary: 'Confirm a finished checkout.',
    body: billing.checkoutReturnRequestSchema,
    response: billing.checkoutReturnResponseSchema,
  },
  'POST /api/billing/portal': {
    tag: 'billing',
    summary: 'Open the customer portal.',
    response: billing.redirectResponseSchema,
  },
  'GET /api/billing/subscription': {
    tag: 'billing',
    summary: "The viewer's subscription.",
    response: billing.subscriptionResponseSchema,
  },
  'POST /api/billing/subscription/cancel': {
    tag: 'billing',
    summary: 'Cancel at the end of the period.',
    body: billing.cancelRequestSchema,
    response: billing.subscriptionResponseSchema,
  },
  'POST /api/billing/subscription/resume': {
    tag: 'billing',
    summary: 'Undo a cancellation.',
    response: billing.subscriptionResponseSchema,
  },
  'POST /api/billing/webhook': {
    tag: 'billing',
    summary: 'Payment provider webhook (signature verified on the raw body; processed once).',
  },
  'GET /api/billing/test-checkout/:sessionId': {
    tag: 'billing',
    summary: 'TEST MODE checkout session.',
    params: billing.sessionIdParamsSchema,
    response: billing.testCheckoutSessionSchema,
  },
  'POST /api/billing/test-checkout/:sessionId/complete': {
    tag: 'billing',
    summary: 'TEST MODE: pay or cancel the session (emits the signed webhook).',
    params: billing.sessionIdParamsSchema,
    body: billing.testCheckoutCompleteRequestSchema,
    response: billing.testCheckoutCompleteResponseSchema,
  },
  'POST /api/billing/test-portal/simulate': {
    tag: 'billing',
    summary: 'TEST MODE: simulate a customer-portal change.',
    body: billing.testPortalSimulateRequestSchema,
  },
  'GET /api/billing/credit-history': {
    tag: 'credits',
    summary: "The viewer's credit transactions.",
    response: billing.creditHistoryResponseSchema,
  },
  'GET /api/credits/packages': {
    tag: 'credits',
    summary: 'Credit packages for sale.',
    response: billing.creditPackagesResponseSchema,
  },
  'GET /api/credits/summary': {
    tag: 'credits',
    summary: 'Balance, monthly use and cap.',
    response: billing.creditsSummarySchema,
  },
  'POST /api/credits/checkout': {
    tag: 'credits',
    summary: 'Buy a credit package.',
    body: billing.creditsCheckoutRequestSchema,
    response: billing.redirectResponseSchema,
  },
  'PUT /api/credits/cap': {
    tag: 'credits',
    summary: 'Set the monthly spending cap.',
    body: billing.monthlyCapRequestSchema,
  },
  // Images
  'POST /api/imaging/generate': {
    tag: 'imaging',
    summary: 'Start an image job (Premium; costs credits).',
    body: imaging.generateImageRequestSchema,
    response: imaging.generateImageResponseSchema,
    status: 202,
  },
  'GET /api/imaging/jobs/:id': {
    tag: 'imaging',
    summary: "An image job's status.",
    params: imaging.imageJobParamsSchema,
    response: imaging.imageJobStatusSchema,
  },
  'GET /api/imaging/jobs/:id/events': {
    tag: 'imaging',
    summary: "An image job's progress as events.",
    params: imaging.imageJobParamsSchema,
    events: imaging.imageJobStatusSchema,
  },
  'GET /api/imaging/collection': {
    tag: 'imaging',
    summary: "The member's images.",
    query: imaging.collectionQuerySchema,
    response: imaging.collectionResponseSchema,
  },
  'PUT /api/imaging/collection/:id/favorite': {
    tag: 'imaging',
    summary: 'Mark or unmark a favourite.',
    params: imaging.imageParamsSchema,
    body: imaging.favoriteRequestSchema,
  },
  'DELETE /api/imaging/collection/:id': {
    tag: 'imaging',
    summary: 'Delete an image.',
    params: imaging.imageParamsSchema,
  },
  'POST /api/imaging/collection/:id/downloaded': {
    tag: 'imaging',
    summary: 'Record a download.',
    params: imaging.imageParamsSchema,
  },
  'POST /api/imaging/collection/:id/share': {
    tag: 'imaging',
    summary: 'Make a revocable public link (SFW images only).',
    params: imaging.imageParamsSchema,
    response: imaging.shareResponseSchema,
  },
  'DELETE /api/imaging/collection/:id/share': {
    tag: 'imaging',
    summary: 'Revoke the public link.',
    params: imaging.imageParamsSchema,
  },
  'GET /api/imaging/images/:id/file': {
    tag: 'imaging',
    summary: 'The image file (owner only).',
    params: imaging.imageParamsSchema,
    produces: 'image/png',
  },
  'GET /api/imaging/shared/:token': {
    tag: 'imaging',
    summary: 'A shared image.',
    params: imaging.shareParamsSchema,
    produces: 'image/png',
  },
  // Admin
  'GET /api/admin/dashboard': {
    tag: 'admin',
    summary: 'Business figures.',
    query: admin.adminRangeQuerySchema,
    response: admin.dashboardSchema,
  },
  'GET /api/admin/qa-checklist': {
    tag: 'admin',
    summary: 'Live checks of every configured system.',
    response: admin.qaChecklistSchema,
  },
  'GET /api/admin/credits-stats': {
    tag: 'admin',
    summary: 'Credit figures.',
    response: admin.creditsStatsSchema,
  },
  'GET /api/admin/characters': {
    tag: 'admin',
    summary: 'Every character, with persona prompts.',
    response: adminCharacters.adminCharacterListSchema,
  },
  'GET /api/admin/characters/:id': {
    tag: 'admin',
    summary: 'One character.',
    params: characters.characterIdParamsSchema,
    response: adminCharacters.adminCharacterSchema,
  },
  'POST /api/admin/characters': {
    tag: 'admin',
    summary: 'Create a character.',
    body: adminCharacters.characterInputSchema,
    response: adminCharacters.adminCharacterSchema,
    status: 201,
  },
  'PUT /api/admin/characters/:id': {
    tag: 'admin',
    summary: 'Edit a character.',
    params: characters.characterIdParamsSchema,
    body: adminCharacters.characterInputSchema,
    response: adminCharacters.adminCharacterSchema,
  },
  'POST /api/admin/characters/:id/active': {
    tag: 'admin',
    summary: 'Show or hide a character.',
    params: characters.characterIdParamsSchema,
    body: adminCharacters.characterActiveSchema,
  },
  'PUT /api/admin/personas/:id': {
    tag: 'admin',
    summary: 'Save a persona prompt (versioned, audited).',
    params: characters.characterIdParamsSchema,
    body: adminCharacters.personaSaveSchema,
  },
  'POST /api/admin/personas/:id/test': {
    tag: 'admin',
    summary: 'Try a persona prompt on the configured model.',
    params: characters.characterIdParamsSchema,
    body: adminCharacters.personaTestSchema,
  },
  'GET /api/admin/users': {
    tag: 'admin',
    summary: 'Search users.',
    query: ops.userSearchQuerySchema,
    response: ops.adminUserListSchema,
  },
  'GET /api/admin/users/:userId': {
    tag: 'admin',
    summary: 'One user.',
    params: auth.userIdParamsSchema,
    response: ops.adminUserDetailSchema,
  },
  'POST /api/admin/users/:userId/premium': {
    tag: 'admin',
    summary: 'Grant or revoke Premium.',
    params: auth.userIdParamsSchema,
    body: ops.premiumGrantSchema,
  },
  'POST /api/admin/users/:userId/admin': {
    tag: 'admin',
    summary: 'Grant or revoke the admin role.',
    params: auth.userIdParamsSchema,
    body: ops.adminRoleSchema,
  },
  'POST /api/admin/users/:userId/suspend': {
    tag: 'admin',
    summary: 'Suspend an account.',
    params: auth.userIdParamsSchema,
    body: ops.suspendSchema,
  },
  'POST /api/admin/users/:userId/credits': {
    tag: 'admin',
    summary: 'Adjust credits.',
    params: auth.userIdParamsSchema,
    body: ops.creditAdjustmentSchema,
  },
  'GET /api/admin/moderation': {
    tag: 'admin',
    summary: 'The moderation queue.',
    query: ops.moderationQuerySchema,
    response: ops.moderationListSchema,
  },
  'POST /api/admin/moderation/:id': {
    tag: 'admin',
    summary: 'Act on a moderation item.',
    params: ops.numericIdParamsSchema,
    body: ops.moderationActionSchema,
  },
  'GET /api/admin/webhooks': {
    tag: 'admin',
    summary: 'The webhook log.',
    query: ops.webhookQuerySchema,
    response: ops.webhookListSchema,
  },
  'POST /api/admin/webhooks/:id/replay': {
    tag: 'admin',
    summary: 'Replay a logged webhook event.',
    params: ops.numericIdParamsSchema,
  },
  'GET /api/admin/emails': {
    tag: 'admin',
    summary: 'The e-mail outbox.',
    query: ops.emailQuerySchema,
    response: ops.emailListSchema,
  },
  'POST /api/admin/emails/:id/resend': {
    tag: 'admin',
    summary: 'Send an e-mail again.',
    params: ops.numericIdParamsSchema,
  },
  'GET /api/admin/analytics/events': {
    tag: 'admin',
    summary: 'Analytics events.',
    query: ops.analyticsQuerySchema,
    response: ops.analyticsListSchema,
  },
  'GET /api/admin/coupons': {
    tag: 'admin',
    summary: "The payment provider's coupons.",
    response: ops.couponListSchema,
  },
  'GET /api/admin/diagnostics': {
    tag: 'admin',
    summary: 'The available diagnostics.',
    response: ops.diagnosticListSchema,
  },
  'POST /api/admin/diagnostics/:check': {
    tag: 'admin',
    summary: 'Run one diagnostic.',
    params: ops.diagnosticParamsSchema,
    response: ops.diagnosticResultSchema,
  },
};
