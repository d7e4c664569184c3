import { LEGAL, type LegalDocument } from '../legalInfo';

const { appName, siteAge, privacyEmail } = LEGAL;

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  summary: `What personal data ${appName} collects, why, how long we keep it, and the choices and rights you have.`,
  body: `
## 1. Who is responsible

${appName} ("we", "us") is the controller of the personal data described here. For any privacy question or request, write to [${privacyEmail}](mailto:${privacyEmail}).

## 2. The short version

- We collect what we need to run your account, your conversations and your subscription.
- **We do not sell your data and we do not use it for advertising.**
- Your conversations are kept so your companions can remember them, until you delete them or your account.
- You can export your data and delete your account yourself, from your dashboard or profile.

## 3. What we collect

- **Account data**: e-mail address, username, a securely hashed password (we never store it in readable form) or the identity returned by a sign-in provider you choose, and your confirmation that you are ${siteAge} or older and accept our Terms, with its date and time.
- **Conversations**: the messages you send, the replies generated for you, images you request, and your settings such as favourites and notification preferences. Guest conversations are linked to a random identifier stored in your browser.
- **Subscription and payment data**: your plan, its status and renewal dates, credit purchases and usage. Payments are handled by our payment provider (Stripe); we receive a customer reference and the payment result, never your full card number.
- **Safety data**: the results of automated moderation, including refused messages and the reason, and any review decisions.
- **Technical data**: IP address, browser and device type, log entries and security events, kept to operate and protect the service.
- **Usage events**: first-party measurements such as pages visited, checkout steps and feature usage, used to understand and improve ${appName}. We do not use third-party advertising trackers.

## 4. Why we use it (and our legal basis)

- To provide the service you asked for: your account, conversations, AI replies, images and Premium (performance of our contract with you).
- To remember your conversations so characters keep the context of what you shared (performance of contract).
- To keep the service safe and lawful: moderation, preventing abuse and fraud, enforcing our [Acceptable Use Policy](/legal/acceptable-use) (our legitimate interests and legal obligations).
- To process payments and keep accounting and tax records (contract and legal obligation).
- To send service messages such as receipts and security notices, and, if you turn them on, daily messages, digests and push notifications (contract, or your consent, which you can withdraw at any time in your settings).
- To measure and improve the product in aggregate (our legitimate interests).

## 5. AI processing

To generate a reply, the recent part of your conversation and the character's instructions are sent to the language model we use, which may be operated by a specialised AI provider acting on our instructions. Providers we use may not use your conversations to train their general models. Image requests are processed in the same way by our image generation service. Automated moderation checks messages before they are stored or shown; where it leads to a suspension, a person reviews the account before any final decision.

## 6. Who we share it with

Only with service providers that help us run ${appName} and are bound by contract to protect your data and use it only for us: hosting and storage, payment processing, AI model and image generation providers, and e-mail delivery. We may disclose data when the law requires it, to protect people from serious harm, or to report the sexual exploitation of minors to the competent authorities. If ${appName} is sold or merged, your data would transfer under this policy and we would tell you first.

When a provider processes data outside the European Economic Area, we use safeguards recognised by law, such as the European Commission's standard contractual clauses.

## 7. How long we keep it

- **Conversations** are retained while your account is active so your companions can continue where you left off. You can delete individual conversations at any time.
- **Guest conversations** that are not linked to an account are deleted after 90 days without activity.
- **When you delete your account**, your profile, conversations, images and settings are deleted immediately from our live systems and disappear from backups within 35 days.
- **Billing records** are kept for as long as tax and accounting law requires (usually up to 10 years), then deleted.
- **Safety records** about serious violations are kept for up to 2 years, or longer if needed for a legal claim or a report to the authorities.
- **Technical logs** are kept for up to 30 days.

## 8. Your rights

You have the right to access your data, to receive it in a portable format, to correct it, to have it deleted, to restrict or object to certain uses, and to withdraw consent at any time. You can:

- **Export your data** (your profile and conversations) from your dashboard or profile.
- **Delete your account** from your dashboard or profile. Please cancel any active subscription first in the customer portal.
- Contact [${privacyEmail}](mailto:${privacyEmail}) for anything else. We answer within one month.

You also have the right to lodge a complaint with your local data protection authority.

## 9. Cookies and browser storage

We use one essential cookie to keep you signed in, and browser storage for things like your guest identifier, favourites and interface preferences. These are strictly necessary for the features you use; we do not use advertising or cross-site tracking cookies, so no cookie banner is needed.

## 10. Security

We protect your data with encryption in transit (HTTPS), hashed passwords, access controls that check ownership on every request, and limited staff access on a need-to-know basis. No system is perfectly secure; if a breach affects you, we will inform you and the authorities as the law requires.

## 11. Adults only

${appName} is not intended for anyone under ${siteAge}. We do not knowingly collect data from minors; if we learn that we have, we delete the account and its data.

## 12. Changes

We will post any update here and change the date above. If a change materially affects how we use your data, we will notify you in advance by e-mail or in the app.
`,
};
