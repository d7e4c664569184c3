import { APP_NAME } from '#shared/constants.js';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the app reads. `.env.example` documents each one. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  WEB_DIST_DIR: z.string().default('dist/web'),
  DATABASE_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  REDIS_URL: optionalUrl,
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_NSFW_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  LLM_CONTEXT_TOKENS: z.coerce.number().int().min(256).max(1_000_000).default(3000),
  TTS_BASE_URL: optionalUrl,
  TTS_API_KEY: optionalString,
  TTS_MODEL: optionalString,
  TTS_FORMAT: z.enum(['mp3', 'opus']).default('mp3'),
  TTS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  TTS_MAX_INPUT_CHARS: z.coerce.number().int().min(100).max(100_000).default(4000),
  MODERATION_BASE_URL: optionalUrl,
  MODERATION_API_KEY: optionalString,
  MODERATION_MODEL: optionalString,
  MODERATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  GUEST_CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_YEARLY: optionalString,
  STRIPE_PRICE_TRIAL_FEE: optionalString,
  CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO currency code')
    .default('EUR')
    .transform((value) => value.toUpperCase()),
  TRUST_PROXY: booleanFlag,
  /**
   * 'test' runs the local TEST MODE checkout (no real charges); 'stripe' requires the Stripe keys.
   * Unset: Stripe when its keys are set, else test mode, which production refuses unless explicit.
   */
  PAYMENTS_MODE: z.enum(['stripe', 'test']).optional(),
  GUEST_CHAT_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  GUEST_CHAT_IP_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(300),
  GUEST_IDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  CONVERSATIONS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  MODEL_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  MODEL_CALLS_GUEST_SHARE: z.coerce.number().min(0).max(1).default(0.5),
  /** Image jobs started per minute by the whole app (all instances): the image backend's budget. */
  IMAGE_JOBS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  IMAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(6),
  IMAGE_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(12),
  CHAT_REPLY_LEASE_MS: z.coerce.number().int().min(1000).max(60_000).default(15_000),
  INSTANCE_ID: optionalString,
  /** On SIGTERM, how long running replies and jobs may take to finish before they are handed over. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** Bearer token of the Prometheus scraper; unset, `/metrics` does not exist. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  // Images and file storage (docs/ARCHITECTURE.md, "Image backend and storage").
  COMFYUI_URL: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) URLs' }),
      ),
    ),
  COMFYUI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  // E-mail (docs/decisions/0060-email-delivery.md): Resend or SMTP, else the embedded outbox.
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  RESEND_API_KEY: optionalString,
  /** The no-reply sender; default `Velvet <no-reply@host of APP_URL>`. */
  EMAIL_FROM: optionalString,
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:)/)
      .optional(),
  ),
});

/** Cross-field rules: a configured real system must be complete, never half-configured. */
const completeConfigSchema = configSchema.superRefine((values, context) => {
  if (values.LLM_BASE_URL && !values.LLM_MODEL) {
    context.addIssue({
      code: 'custom',
      path: ['LLM_MODEL'],
      message: 'is required when LLM_BASE_URL is set',
    });
  }
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    context.addIssue({
      code: 'custom',
      path: ['GOOGLE_CLIENT_SECRET'],
      message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    });
  }
  const mode = values.PAYMENTS_MODE ?? (values.STRIPE_SECRET_KEY ? 'stripe' : undefined);
  if (mode === 'stripe' && !values.STRIPE_SECRET_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'is required when PAYMENTS_MODE=stripe',
    });
  }
  const s3Credentials = [values.S3_ACCESS_KEY_ID, values.S3_SECRET_ACCESS_KEY];
  if (values.S3_BUCKET && !s3Credentials.every(Boolean)) {
    context.addIssue({
      code: 'custom',
      path: [values.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    });
  }
  if (!values.S3_BUCKET && (s3Credentials.some(Boolean) || values.S3_ENDPOINT)) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message:
        'is required when other S3_* variables are set (else files would silently stay local)',
    });
  }
  if (values.SMTP_URL && values.RESEND_API_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message: 'set SMTP_URL or RESEND_API_KEY, not both (which one sends would be a guess)',
    });
  }
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) {
    context.addIssue({
      code: 'custom',
      path: ['VAPID_PRIVATE_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    });
  }
  // Anyone could "pay" on the local test checkout: a live site must not fall into it silently.
  if (values.NODE_ENV === 'production' && mode === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENTS_MODE'],
      message:
        'production needs the Stripe keys, or PAYMENTS_MODE=test to run the local TEST MODE checkout on purpose',
    });
  }
});

export type AppConfig = z.infer<typeof configSchema> & {
  appUrl: string;
  isProduction: boolean;
  /** Google sign-in is offered (both its keys are set; the schema refuses half of them). */
  googleEnabled: boolean;
  /** EMAIL_FROM, else a no-reply address at the app's host. */
  emailFrom: string;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming each offending variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = completeConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    ...values,
    appUrl,
    emailFrom: values.EMAIL_FROM ?? `${APP_NAME} <no-reply@${new URL(appUrl).hostname}>`,
    isProduction: values.NODE_ENV === 'production',
    googleEnabled: Boolean(values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET),
  };
}
