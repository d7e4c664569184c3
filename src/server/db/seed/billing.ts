import type { Database } from '../client.js';
import { WELCOME_COUPON } from '#shared/constants.js';
import { coupons, creditPackages, emailTemplates } from '../schema/index.js';

/** The credit packages of the buy-credits dialog; 2000 credits is the 'Best Value!' one. */
const CREDIT_PACKAGES = [
  { id: 'credits_100', credits: 100, priceCents: 499, isBestValue: false },
  { id: 'credits_500', credits: 500, priceCents: 1999, isBestValue: false },
  { id: 'credits_2000', credits: 2000, priceCents: 5999, isBestValue: true },
  { id: 'credits_5000', credits: 5000, priceCents: 12999, isBestValue: false },
] as const;

const layout = (body: string) =>
  `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;color:#1f1f2e">${body}` +
  `<p style="color:#777;font-size:12px">{{appName}} is for adults (18+). Every character is an AI.</p></div>`;

/**
 * The four templates of docs/PRODUCT.md#constants and the weekly digest; {{placeholders}} are
 * filled with Mustache when a mail is queued (docs/decisions/0060-email-delivery.md).
 */
const EMAIL_TEMPLATES = [
  {
    templateName: 'welcome_email',
    subject: 'Welcome to {{appName}}, {{username}}',
    textContent:
      'Hi {{username}},\n\nWelcome to {{appName}}! Your companions are ready whenever you are. Pick someone who catches your eye and say hello.\n\nStart chatting: {{appUrl}}/characters\n\nSee you soon,\nThe {{appName}} team',
    htmlContent: layout(
      '<h1>Welcome, {{username}}</h1><p>Your companions are ready whenever you are. Pick someone who catches your eye and say hello.</p>' +
        '<p><a href="{{appUrl}}/characters">Start chatting</a></p><p>See you soon,<br>The {{appName}} team</p>',
    ),
  },
  {
    templateName: 'premium_unlocked',
    subject: 'Premium is unlocked, {{username}}',
    textContent:
      'Hi {{username}},\n\nThank you for choosing {{planName}}. Everything is unlocked now: deeper conversations, roleplay, the image generator and your gallery.\n\nContinue where you left off: {{appUrl}}/characters\nManage your subscription any time: {{appUrl}}/dashboard?tab=subscription\n\nThe {{appName}} team',
    htmlContent: layout(
      '<h1>Premium is unlocked</h1><p>Hi {{username}}, thank you for choosing {{planName}}. Everything is unlocked now: deeper conversations, roleplay, the image generator and your gallery.</p>' +
        '<p><a href="{{appUrl}}/characters">Continue where you left off</a></p>' +
        '<p>You can manage your subscription any time from your <a href="{{appUrl}}/dashboard?tab=subscription">dashboard</a>.</p>',
    ),
  },
  {
    templateName: 'trial_expiring_soon',
    subject: 'Your {{appName}} trial ends on {{trialEndDate}}',
    textContent:
      'Hi {{username}},\n\nYour Premium trial ends on {{trialEndDate}}. After that it continues as {{planName}} at {{price}} per month, so nothing changes for you.\n\nIf you would rather not continue, cancel before then: {{appUrl}}/dashboard?tab=subscription\n\nThe {{appName}} team',
    htmlContent: layout(
      '<h1>Your trial ends on {{trialEndDate}}</h1><p>Hi {{username}}, after your trial, Premium continues as {{planName}} at {{price}} per month, so nothing changes for you.</p>' +
        '<p>If you would rather not continue, you can <a href="{{appUrl}}/dashboard?tab=subscription">cancel before then</a>.</p>',
    ),
  },
  {
    templateName: 'renewal_reminder',
    subject: 'Your {{appName}} Premium renews on {{renewalDate}}',
    textContent:
      'Hi {{username}},\n\nA friendly reminder: your {{planName}} subscription renews on {{renewalDate}} for {{price}}.\n\nManage or cancel any time: {{appUrl}}/dashboard?tab=subscription\n\nThe {{appName}} team',
    htmlContent: layout(
      '<h1>Your Premium renews on {{renewalDate}}</h1><p>Hi {{username}}, a friendly reminder: your {{planName}} subscription renews on {{renewalDate}} for {{price}}.</p>' +
        '<p><a href="{{appUrl}}/dashboard?tab=subscription">Manage or cancel any time</a></p>',
    ),
  },
  {
    // Marketing: sent only to members who did not unsubscribe, with the one-click link.
    templateName: 'weekly_digest',
    subject: 'Your week on {{appName}}, {{username}}',
    textContent:
      'Hi {{username}},\n\nThis week you exchanged {{messageCount}} messages with {{characterCount}} companions.{{#topCharacter}} You talked most with {{topCharacter}}.{{/topCharacter}}\n\nPick up where you left off: {{appUrl}}/characters\n\nThe {{appName}} team\n\nYou get this digest because it is on in your notification settings. Unsubscribe with one click: {{unsubscribeUrl}}',
    htmlContent: layout(
      '<h1>Your week, {{username}}</h1><p>This week you exchanged {{messageCount}} messages with {{characterCount}} companions.{{#topCharacter}} You talked most with {{topCharacter}}.{{/topCharacter}}</p>' +
        '<p><a href="{{appUrl}}/characters">Pick up where you left off</a></p>' +
        '<p style="color:#777;font-size:12px">You get this digest because it is on in your notification settings. <a href="{{unsubscribeUrl}}">Unsubscribe</a> with one click.</p>',
    ),
  },
];

/** Seeds packages and templates; existing rows (an admin's edits) are left alone. */
export async function seedBilling(db: Database) {
  await db
    .insert(creditPackages)
    .values([...CREDIT_PACKAGES])
    .onConflictDoNothing();
  await db.insert(emailTemplates).values(EMAIL_TEMPLATES).onConflictDoNothing();
  // The local test-mode checkout's sample promotion code (docs/API.md#coupons).
  await db.insert(coupons).values(WELCOME_COUPON).onConflictDoNothing();
}
