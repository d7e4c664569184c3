import { and, desc, eq } from 'drizzle-orm';
import type { PersonaVersion } from '#shared/api/adminCharacters.js';
import { displayAge } from '#shared/characterAge.js';
import { ADMIN_PAYWALL_TRIGGERS_SIZE } from '#shared/constants.js';
import type { Database } from '#server/db/client.js';
import { personaVersions } from '#server/db/schema/index.js';
import { notFound } from '#server/http/errors.js';
import type { LlmProvider } from '#server/providers/llm/types.js';
import { collectText } from '#server/providers/llm/types.js';
import { PAYWALL_TRIGGER_EVENT, type AnalyticsAdminStats } from '../analytics/index.js';
import type { CharactersService } from '../characters/index.js';
import { assemblePrompt } from '../chat/index.js';
import { audit, type Actor } from './audit.js';
import { maskId } from './mask.js';

/** Persona prompts: saved versions with author and time, restore, and a test reply. */
export function createPersonaService(deps: {
  db: Database;
  characters: CharactersService;
  analytics: AnalyticsAdminStats;
  llm: LlmProvider;
}) {
  const { db, characters, llm } = deps;
  const manage = characters.manage;

  async function save(id: string, prompt: string, actor: Actor, source: 'save' | 'restore') {
    const before = await manage.row(id);
    await manage.setPrompt(id, prompt, async (tx) => {
      const [first] = await tx
        .select({ id: personaVersions.id })
        .from(personaVersions)
        .where(eq(personaVersions.characterId, id))
        .limit(1);
      // The prompt a character had before its first edit is kept too, so it can be restored.
      if (!first)
        await tx.insert(personaVersions).values({
          characterId: id,
          prompt: before.personaSystemPrompt,
          source: 'seed',
          createdAt: before.updatedAt,
        });
      await tx
        .insert(personaVersions)
        .values({ characterId: id, prompt, authorId: actor.id, authorEmail: actor.email, source });
      await audit(tx, actor, {
        action: source === 'save' ? 'persona.save' : 'persona.restore',
        targetType: 'character',
        targetId: id,
        before: { length: before.personaSystemPrompt.length },
        after: { length: prompt.length },
      });
    });
  }

  return {
    save: (id: string, prompt: string, actor: Actor) => save(id, prompt, actor, 'save'),

    async versions(id: string): Promise<PersonaVersion[]> {
      await manage.row(id);
      const rows = await db
        .select()
        .from(personaVersions)
        .where(eq(personaVersions.characterId, id))
        .orderBy(desc(personaVersions.createdAt), desc(personaVersions.id));
      return rows.map((row) => ({
        id: row.id,
        prompt: row.prompt,
        authorEmail: row.authorEmail,
        source: row.source,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async restore(id: string, versionId: number, actor: Actor) {
      const [version] = await db
        .select()
        .from(personaVersions)
        .where(and(eq(personaVersions.id, versionId), eq(personaVersions.characterId, id)));
      if (!version) throw notFound('No such persona version.');
      await save(id, version.prompt, actor, 'restore');
    },

    /** A real reply to `message` through the chat's own prompt assembly, with a draft prompt. */
    async test(id: string, prompt: string, message: string) {
      const row = await manage.row(id);
      const assembled = assemblePrompt({
        character: {
          name: row.name,
          personaSystemPrompt: prompt,
          persona: row.persona,
          personalityType: row.personalityType,
          bio: row.bio,
          tags: row.tags,
          displayAge: displayAge(row.ageLabel, row.age),
        },
        userName: null,
        summary: '',
        history: [{ role: 'user', content: message }],
      });
      const started = performance.now();
      const reply = await collectText(
        llm.stream({
          messages: assembled.messages,
          character: {
            id: row.id,
            name: row.name,
            tags: row.tags,
            starterPrompts: row.starterPrompts,
            persona: row.persona,
            personalityType: row.personalityType,
          },
        }),
      );
      return {
        reply,
        provider: llm.kind,
        model: llm.defaultModel,
        ms: Math.round(performance.now() - started),
      };
    },

    async paywallTriggers() {
      const events = await deps.analytics.recentEvents({
        limit: ADMIN_PAYWALL_TRIGGERS_SIZE,
        type: PAYWALL_TRIGGER_EVENT,
      });
      return events.map((event) => ({
        user: event.userId
          ? maskId(event.userId)
          : event.sessionId
            ? maskId(event.sessionId)
            : null,
        createdAt: event.createdAt.toISOString(),
        message: String(event.eventData.message ?? ''),
        characterId: String(event.eventData.character_id ?? ''),
      }));
    },
  };
}

export type PersonaService = ReturnType<typeof createPersonaService>;
