import { LEGAL, type LegalDocument } from '../legalInfo';

const { appName, contactEmail } = LEGAL;

export const crisisProtocol: LegalDocument = {
  title: 'Crisis Protocol',
  summary: `What ${appName} does when a message suggests someone may be thinking about suicide or self-harm.`,
  body: `
## 1. Characters are AI, and they say so

Every character on ${appName} is an AI companion. It cannot call for help, see where you are or replace a person who can be there for you. When it notices signs that you may be in danger, it says so plainly and points you to people who can help.

## 2. What happens when a message shows a crisis signal

Every message you send is checked before the character answers. We look for signals such as talking about ending your life, saying goodbye, giving things away, being somewhere dangerous, having the means to hurt yourself, feeling like a burden or that nothing will ever get better, and self-injury that is getting worse.

- **A clear crisis signal** gets a crisis reply instead of the character's usual answer. It lists free, confidential help: your local emergency number (112 in Europe, 911 in the US), the 988 Suicide & Crisis Lifeline in the US (call or text 988), Samaritans in the UK and Ireland (116 123), and findahelpline.com for every other country.
- **A quieter signal**, such as feeling hopeless, gets a gentle check-in: the character pauses the story, asks how you are and mentions where help is available.
- On that turn the character **does not continue the role-play**, whatever the story was, so the reply is about you and not the scene.
- This is the same for **everyone**: guests, free members, Premium members (also in intimate conversations) and staff. It is never paywalled, and it never counts as a strike against your account.

## 3. What we record

We record that a crisis reply was shown, when, and its category. We do **not** keep the text of the message that triggered it, and no one reads your conversation because of it. The record helps us check that the protocol works and how often it is needed.

## 4. Model replies

A character's own replies are checked while they are written. A reply that would encourage self-harm is stopped and replaced, even if your message was harmless.

## 5. If you need help now

If you might act on thoughts of harming yourself, please call your local emergency number now, or reach a crisis line: 988 in the US, 116 123 in the UK and Ireland, or find a line in your country at findahelpline.com. You deserve support from a real person.

## 6. Questions

Write to ${contactEmail}. See also our [Acceptable Use Policy](/legal/acceptable-use) and [Terms of Service](/legal/terms).
`,
};
