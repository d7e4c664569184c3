import Mustache from 'mustache';

export type TemplateValues = Record<string, string | number | null | undefined>;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailTemplate {
  subject: string;
  htmlContent: string;
  textContent: string;
}

/** Templates that are marketing: opt-out honoured, List-Unsubscribe headers, a footer link. */
export const MARKETING_TEMPLATES: ReadonlySet<string> = new Set(['weekly_digest']);

/** Numeric entities for the five characters that matter in element text and quoted attributes. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const asIs = (value: string) => value;

/**
 * Renders {{placeholders}} with Mustache (docs/decisions/0060-email-delivery.md): values are
 * user-controlled (usernames), so they are escaped in HTML and left alone in plain text; an
 * unknown placeholder renders empty rather than leaking braces. Throws on a malformed template.
 */
export function renderTemplate(template: EmailTemplate, values: TemplateValues): RenderedEmail {
  // Strings only: Mustache hands a number to a custom escape function as it is.
  const view = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value == null ? '' : String(value)]),
  );
  return {
    // Subjects are plain text; a line break there would let a value add mail headers.
    subject: Mustache.render(template.subject, view, {}, { escape: asIs }).replace(/[\r\n]+/g, ' '),
    html: Mustache.render(template.htmlContent, view, {}, { escape: escapeHtml }),
    text: Mustache.render(template.textContent, view, {}, { escape: asIs }),
  };
}

const TEST_MODE_NOTE = 'TEST MODE — no real payment was taken.';

/** Marks a payment e-mail sent while payments run in the local test mode, in every part. */
export function markTestMode(email: RenderedEmail): RenderedEmail {
  return {
    subject: `[TEST MODE] ${email.subject}`,
    html: `<p style="padding:8px;background:#fde68a;color:#78350f;font-weight:bold">${TEST_MODE_NOTE}</p>${email.html}`,
    text: `${TEST_MODE_NOTE}\n\n${email.text}`,
  };
}
