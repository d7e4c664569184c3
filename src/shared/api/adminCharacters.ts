import { z } from 'zod';
import { MIN_CHARACTER_AGE } from '../constants.js';

/** Control characters other than tab and line breaks are refused in every text field. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL.test(value), `${label} must not contain control characters`);
const required = (label: string, max: number) =>
  text(label, max).pipe(z.string().trim().min(1, `${label} is required`));
const list = (label: string, maxItems: number) =>
  z
    .array(text(label, 300))
    .max(maxItems, `at most ${maxItems} ${label.toLowerCase()}`)
    .transform((items) => items.map((item) => item.trim()).filter(Boolean));
const imageUrl = required('Image URL', 2000).refine(
  (value) => /^https?:\/\/\S+$/i.test(value) || /^\/[\w./-]+$/.test(value),
  'Image URL must be a URL',
);

export const characterInputSchema = z.object({
  name: required('Name', 60),
  age: z.coerce
    .number({ message: 'Age must be a number' })
    .int('Age must be a whole number')
    .min(MIN_CHARACTER_AGE, `Age must be at least ${MIN_CHARACTER_AGE}`)
    .max(99, 'Age must be at most 99')
    .default(22),
  ageLabel: text('Age label', 20).nullish(),
  bio: required('Bio', 1000),
  personalityType: text('Personality type', 60).default(''),
  persona: required('Persona', 2000),
  personaSystemPrompt: required('System prompt', 8000),
  greeting: text('Greeting', 2000).nullish(),
  imageUrl,
  tags: list('Tags', 20).default([]),
  starterPrompts: list('Starter prompts', 20).default([]),
  isPremium: z.boolean().default(false),
  isActive: z.boolean().default(true),
  appearance: z
    .object({
      bodySpec: text('Body', 1000).default(''),
      styleHints: text('Style', 1000).default(''),
    })
    .default({ bodySpec: '', styleHints: '' }),
  faceRefUrl: text('Face reference', 2000).nullish(),
});
export type CharacterInput = z.infer<typeof characterInputSchema>;
export type CharacterFormValues = z.input<typeof characterInputSchema>;

export const characterActiveSchema = z.object({ isActive: z.boolean() });

export const adminCharacterSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number(),
  ageLabel: z.string().nullable(),
  bio: z.string(),
  personalityType: z.string(),
  persona: z.string(),
  personaSystemPrompt: z.string(),
  greeting: z.string().nullable(),
  imageUrl: z.string(),
  tags: z.array(z.string()),
  starterPrompts: z.array(z.string()),
  alternateGreetings: z.array(z.string()),
  exampleDialogue: z.string(),
  isPremium: z.boolean(),
  isActive: z.boolean(),
  appearance: z.object({ bodySpec: z.string(), styleHints: z.string() }),
  faceRefUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminCharacter = z.infer<typeof adminCharacterSchema>;
export const adminCharacterListSchema = z.object({ items: z.array(adminCharacterSchema) });

export const personaSaveSchema = z.object({ prompt: required('System prompt', 8000) });
export const personaTestSchema = z.object({
  prompt: required('System prompt', 8000),
  message: required('Message', 1000).default('Hi! Tell me a little about yourself.'),
});
export const personaVersionSchema = z.object({
  id: z.number(),
  prompt: z.string(),
  authorEmail: z.string().nullable(),
  source: z.string(),
  createdAt: z.string(),
});
export type PersonaVersion = z.infer<typeof personaVersionSchema>;

export const CARD_MAX_BYTES = 5 * 1024 * 1024;
