import { characterInputSchema, type CharacterInput } from '#shared/api/adminCharacters.js';
import type { Database } from '#server/db/client.js';
import { parseInput } from '#server/http/errors.js';
import {
  cardJson,
  cardPng,
  characterFromCard,
  readCard,
  type CardVersion,
  type CharactersService,
} from '../characters/index.js';
import { audit, type Actor } from './audit.js';
import { ensureCharacterAllowed } from './characterSafety.js';

const profileOf = (input: CharacterInput) => ({
  name: input.name,
  age: input.age,
  texts: [
    input.bio,
    input.persona,
    input.personaSystemPrompt,
    input.greeting ?? '',
    input.ageLabel ?? '',
  ],
});

/** Character management with the safety check and the audit log around every change. */
export function createCharacterAdmin(deps: {
  db: Database;
  characters: CharactersService;
  onCardImported?: (characterId: string, card: Record<string, unknown>) => Promise<unknown>;
}) {
  const { db } = deps;
  const manage = deps.characters.manage;
  const log = (actor: Actor, action: string, id: string, before: unknown, after: unknown) =>
    audit(db, actor, { action, targetType: 'character', targetId: id, before, after });
  const summary = (value: { name: string; isActive: boolean; age: number }) => ({
    name: value.name,
    age: value.age,
    isActive: value.isActive,
  });

  return {
    list: () => manage.list(),
    get: (id: string) => manage.get(id),

    async create(input: CharacterInput, actor: Actor) {
      ensureCharacterAllowed(profileOf(input));
      const created = await manage.create(input);
      await log(actor, 'character.create', created.id, null, summary(created));
      return created;
    },

    async update(id: string, input: CharacterInput, actor: Actor) {
      ensureCharacterAllowed(profileOf(input));
      const before = await manage.get(id);
      const after = await manage.update(id, input, {
        alternateGreetings: before.alternateGreetings,
        exampleDialogue: before.exampleDialogue,
      });
      await log(actor, 'character.update', id, summary(before), summary(after));
      return after;
    },

    async setActive(id: string, isActive: boolean, actor: Actor) {
      const before = await manage.get(id);
      const after = await manage.setActive(id, isActive);
      await log(
        actor,
        isActive ? 'character.activate' : 'character.deactivate',
        id,
        { isActive: before.isActive },
        { isActive },
      );
      return after;
    },

    /** Imports a Character Card (V2/V3, PNG or JSON): validated and checked before any write. */
    async importCard(bytes: Buffer, actor: Actor) {
      const { data, version } = readCard(bytes);
      const { values, card } = characterFromCard(data, '/media/portraits/imported.svg');
      const input = parseInput(characterInputSchema, values);
      ensureCharacterAllowed(profileOf(input));
      const created = await manage.create(input, card);
      await deps.onCardImported?.(created.id, data);
      await log(actor, 'character.import', created.id, null, { ...summary(created), version });
      return created;
    },

    async exportCard(id: string, version: CardVersion, format: 'json' | 'png') {
      const row = await manage.row(id);
      const fileBase = `${row.id}-card-${version}`;
      return format === 'png'
        ? { fileName: `${fileBase}.png`, type: 'image/png', body: cardPng(row, version) }
        : {
            fileName: `${fileBase}.json`,
            type: 'application/json',
            body: JSON.stringify(cardJson(row, version), null, 2),
          };
    },
  };
}

export type CharacterAdmin = ReturnType<typeof createCharacterAdmin>;
