import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '#server/config.js';
import { migrationsFolder, type DatabaseHandle } from '#server/db/client.js';
import { rowsOf } from '#server/db/jsonRows.js';
import type { LlmProvider } from '#server/providers/llm/types.js';
import type { ModerationProvider } from '#server/providers/moderation/index.js';
import type { ImageBackend } from '#server/providers/images/types.js';
import type { FileStorage } from '#server/providers/storage/types.js';
import { collectText } from '#server/providers/llm/types.js';
import type { QaRegistry } from './qaRegistry.js';

export interface CoreCheckDeps {
  config: AppConfig;
  database: DatabaseHandle;
  llm: LlmProvider;
  moderation: ModerationProvider | null;
  storage: FileStorage;
  images: ImageBackend;
  /** Our own policy on a harmless sentence: proves the classifier loads and answers. */
  classify: (text: string) => Promise<{ action: string }>;
  payments: {
    kind: string;
    webhookSecretSet: boolean;
    /** One real call to the provider (Stripe lists coupons); a throw means unreachable. */
    reach: () => Promise<string>;
  };
  /** The configured e-mail provider's round trip (SMTP login, Resend API key). */
  email: { providerKind: string; verifyProvider: () => Promise<{ ok: boolean; detail: string }> };
}

async function migrationsCurrent(database: DatabaseHandle) {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const [row] = rowsOf<{ count: string }>(
    await database.db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
  );
  const applied = Number(row.count);
  const expected = journal.entries.length;
  return {
    pass: applied >= expected,
    detail: `${applied} of ${expected} migrations applied`,
  };
}

/** The checks every install has; other features register theirs beside these. */
export function registerCoreChecks(registry: QaRegistry, deps: CoreCheckDeps) {
  const { database, llm } = deps;
  registry.register({
    name: 'database',
    label: 'Database',
    hint: 'Check DATABASE_URL (or the DATA_DIR folder of the embedded database) and that the server answers.',
    run: async () => {
      await database.ping();
      return { pass: true, detail: `${database.kind} answers` };
    },
  });
  registry.register({
    name: 'migrations_current',
    label: 'Migrations current',
    hint: 'Restart the server: it applies pending migrations on start.',
    run: () => migrationsCurrent(database),
  });
  registry.register({
    name: 'openai_api_responding',
    label: 'Model provider',
    hint: 'Check LLM_BASE_URL, LLM_API_KEY and LLM_MODEL; the endpoint must answer a chat completion.',
    run: async () => {
      const reply = await collectText(
        llm.stream({ messages: [{ role: 'user', content: 'Say hello in three words.' }] }),
      );
      const said = reply.trim().replace(/\s+/g, ' ');
      return {
        pass: said.length > 0,
        detail: `${llm.kind} (${llm.defaultModel}) answered: "${said.length > 80 ? `${said.slice(0, 80)}…` : said}"`,
      };
    },
  });
  registry.register({
    name: 'moderation',
    label: 'Moderation',
    hint: 'Check MODERATION_BASE_URL and MODERATION_API_KEY, or unset them to use our policy alone.',
    run: async () => {
      const verdict = await deps.classify('Good morning, how was your day?');
      if (verdict.action !== 'allow')
        return { pass: false, detail: `our policy answered ${verdict.action} on a greeting` };
      if (!deps.moderation)
        return { pass: true, detail: 'policy only: our policy answers (no judge or endpoint set)' };
      const endpoint = await deps.moderation.check();
      return endpoint.ok
        ? { pass: true, detail: 'our policy and the moderation endpoint answer' }
        : { pass: false, detail: `moderation endpoint: ${endpoint.error}` };
    },
  });
  registry.register({
    name: 'stripe_connected',
    label: 'Payments provider',
    hint: 'Check that STRIPE_SECRET_KEY is valid and api.stripe.com is reachable; set the STRIPE_PRICE_* ids and STRIPE_WEBHOOK_SECRET together, or none for test mode.',
    run: async () => {
      const answer = await deps.payments.reach();
      return {
        pass: deps.payments.webhookSecretSet,
        detail:
          deps.payments.kind === 'test'
            ? `local TEST MODE provider (no real charges); ${answer}`
            : `Stripe answered: ${answer}`,
      };
    },
  });
  registry.register({
    name: 'webhooks_configured',
    label: 'Webhooks configured',
    hint: 'Set STRIPE_WEBHOOK_SECRET to the signing secret of the endpoint /api/billing/webhook.',
    run: async () => ({
      pass: deps.payments.webhookSecretSet,
      detail: deps.payments.webhookSecretSet
        ? 'webhook signing secret is set'
        : 'no webhook signing secret',
    }),
  });
  registry.register({
    name: 'emails_working',
    label: 'E-mail',
    hint: 'SMTP: check SMTP_URL (host, port, user and password) and that the server accepts a login. Resend: check RESEND_API_KEY. Neither set: mail stays in the outbox.',
    run: async () => {
      const answer = await deps.email.verifyProvider();
      return { pass: answer.ok, detail: answer.detail };
    },
  });
  registry.register({
    name: 'supabase_storage_reachable',
    label: 'Storage',
    hint: 'Local files: DATA_DIR must be writable by the server. S3: check S3_BUCKET, S3_ENDPOINT and the keys.',
    run: async () => {
      const health = await deps.storage.health();
      return { pass: health.ok, detail: health.detail };
    },
  });
  registry.register({
    name: 'image_backend',
    label: 'Image backend',
    hint: 'Check that every COMFYUI_URL answers (its /system_stats page); without it the local preview renderer is used.',
    run: async () => {
      const health = await deps.images.health();
      return { pass: health.ok, detail: `${health.kind}: ${health.detail}` };
    },
  });
}
