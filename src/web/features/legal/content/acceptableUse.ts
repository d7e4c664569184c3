import { LEGAL, type LegalDocument } from '../legalInfo';

const { appName, siteAge, characterAge, contactEmail } = LEGAL;

export const acceptableUse: LegalDocument = {
  title: 'Acceptable Use Policy',
  summary: `The rules that keep ${appName} safe, legal and enjoyable. They apply to every message, image request and account, on every plan.`,
  body: `
## 1. Adults and fictional characters only

${appName} is for people aged **${siteAge} or older**. Every character on ${appName} is a fictional adult created with AI, and every persona is **${characterAge} or older**. You may not steer a character into being, acting as or being described as anyone younger, and you may not create or request content that presents a real person.

## 2. Never allowed

The following are prohibited on every plan, including Premium, in text, image requests and any other content:

- **Minors or anyone child-like**: any sexual or romantic content involving anyone under 18, or anyone described, portrayed or role-played as a child or as child-like (for example by age, body, behaviour, clothing or school settings), no matter the stated age.
- **Non-consent**: content depicting or encouraging sexual activity without clear, enthusiastic consent, including coercion, incapacitation or sexual violence.
- **Incest**: sexual content between family members, including step-relations framed as family.
- **Bestiality**: sexual content involving animals.
- **Illegal content**: anything that is illegal where you or we are, or that promotes or facilitates crime, including trafficking, exploitation, illegal drugs or weapons, and intimate content of real people shared without their consent.
- **Harassment**: threatening, stalking, bullying or doxxing anyone, or using ${appName} to create content meant to harass a real person.
- **Hate**: content that attacks or dehumanises people because of race, ethnicity, nationality, religion, disability, sex, gender identity, sexual orientation or similar characteristics, or that glorifies violent extremism.
- **Real people**: sexual or defamatory content about real, identifiable people, including public figures, and impersonation of others.
- **Self-harm promotion**: encouraging suicide, self-harm or eating disorders. If you are struggling, characters will share support resources, and we encourage you to reach out to someone you trust or a local crisis line. Our [Crisis Protocol](/legal/crisis-protocol) explains what happens.

## 3. Use the service fairly

- Do not try to bypass, disable or test the limits of our safety systems, for example with prompts designed to make a character ignore its rules.
- Do not scrape, copy, resell or automate access to ${appName}, or interfere with its operation or security.
- Do not share your account, create accounts to avoid a suspension, or use payment methods you are not authorised to use.
- Do not use ${appName} to send spam or to advertise.

## 4. Intimate content on Premium

Premium members may have intimate conversations with adult characters, within these rules and the law. Free and guest users who ask for intimate content are offered Premium instead. Content stays private to your account: you may not publish or share generated intimate content of any character in a way that breaks the law or this policy.

## 5. How we enforce these rules

- **Automated moderation** checks every message and every AI reply before it is stored or shown. Content that breaks these rules is refused and not delivered.
- Refusals are counted. **Repeated attempts lead to the suspension of your account**, which a person then reviews. Depending on the outcome, the account is restored, restricted or closed.
- Serious violations, especially anything involving minors, lead to immediate closure and, where the law requires, a report to the competent authorities.
- Closed accounts are not refunded for the remaining period, except where the law requires.

## 6. Reporting and appeals

If you see something that should not be on ${appName}, or believe your account was suspended by mistake, write to [${contactEmail}](mailto:${contactEmail}) or use our [Contact page](/contact). A person reviews every appeal.

See also our [Terms of Service](/legal/terms) and [Privacy Policy](/legal/privacy).
`,
};
