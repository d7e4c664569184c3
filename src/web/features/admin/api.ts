import { z } from 'zod';
import { dashboardSchema, qaChecklistSchema, type AdminRange } from '#shared/api/admin';
import {
  adminCharacterListSchema,
  adminCharacterSchema,
  personaVersionSchema,
  type CharacterFormValues,
} from '#shared/api/adminCharacters';
import { apiFetch, apiRequest, jsonRequest, postJson } from '#web/lib/api';
import type { CharacterVoice } from '#shared/api/voice';

export const fetchDashboard = (range: AdminRange) =>
  apiFetch(`/api/admin/dashboard?range=${range}`, dashboardSchema);
export const fetchQaChecklist = () => apiFetch('/api/admin/qa-checklist', qaChecklistSchema);

export const fetchCharacters = () => apiFetch('/api/admin/characters', adminCharacterListSchema);
export const fetchCharacter = (id: string) =>
  apiFetch(`/api/admin/characters/${encodeURIComponent(id)}`, adminCharacterSchema);
export const createCharacter = (values: CharacterFormValues) =>
  apiFetch('/api/admin/characters', adminCharacterSchema, postJson(values));
export const updateCharacter = (id: string, values: CharacterFormValues) =>
  apiFetch(
    `/api/admin/characters/${encodeURIComponent(id)}`,
    adminCharacterSchema,
    jsonRequest('PUT', values),
  );
/** Has the image pipeline (ComfyUI) draw the character's portrait; answers with the character. */
export const generatePortrait = (id: string) =>
  apiFetch(
    `/api/admin/characters/${encodeURIComponent(id)}/portrait`,
    adminCharacterSchema,
    postJson(),
  );
export const setCharacterActive = (id: string, isActive: boolean) =>
  apiFetch(
    `/api/admin/characters/${encodeURIComponent(id)}/active`,
    adminCharacterSchema,
    postJson({ isActive }),
  );
export async function importCard(file: File) {
  const type = file.name.toLowerCase().endsWith('.json') ? 'application/json' : 'image/png';
  return apiFetch('/api/admin/characters/import', adminCharacterSchema, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: file,
  });
}
export const cardUrl = (id: string, version: 'v2' | 'v3', format: 'png' | 'json') =>
  `/api/admin/characters/${encodeURIComponent(id)}/card?version=${version}&format=${format}`;

const okSchema = z.object({ ok: z.literal(true) });
export const savePersona = (id: string, prompt: string) =>
  apiFetch(
    `/api/admin/personas/${encodeURIComponent(id)}`,
    okSchema,
    jsonRequest('PUT', { prompt }),
  );
export const testPersona = (id: string, prompt: string, message?: string) =>
  apiFetch(
    `/api/admin/personas/${encodeURIComponent(id)}/test`,
    z.object({ reply: z.string(), provider: z.string(), model: z.string(), ms: z.number() }),
    postJson({ prompt, message }),
  );
export const fetchPersonaVersions = (id: string) =>
  apiFetch(
    `/api/admin/personas/${encodeURIComponent(id)}/versions`,
    z.object({ items: z.array(personaVersionSchema) }),
  );
export const restorePersona = (id: string, versionId: number) =>
  apiFetch(
    `/api/admin/personas/${encodeURIComponent(id)}/versions/${versionId}/restore`,
    okSchema,
    postJson({}),
  );
export const fetchPaywallTriggers = () =>
  apiFetch(
    '/api/admin/personas/paywall-triggers',
    z.object({
      items: z.array(
        z.object({
          user: z.string().nullable(),
          createdAt: z.string(),
          message: z.string(),
          characterId: z.string(),
        }),
      ),
    }),
  );
export const fetchAudit = () =>
  apiFetch(
    '/api/admin/audit',
    z.object({
      items: z.array(
        z.object({
          id: z.number(),
          actorEmail: z.string(),
          action: z.string(),
          targetType: z.string(),
          targetId: z.string(),
          before: z.unknown(),
          after: z.unknown(),
          createdAt: z.string(),
        }),
      ),
    }),
  );

/** Ignores the body; used where only success matters. */
export const ping = (path: string) => apiRequest(path);

const voiceSchema = () => import('#shared/api/voice').then((m) => m.characterVoiceResponseSchema);
export const fetchVoice = (id: string) =>
  apiFetch(`/api/admin/characters/${id}/voice`, voiceSchema);
export const saveVoice = (id: string, voice: CharacterVoice) =>
  apiFetch(`/api/admin/characters/${id}/voice`, voiceSchema, jsonRequest('PUT', voice));
