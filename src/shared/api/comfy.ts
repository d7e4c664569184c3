import { z } from 'zod';

/**
 * The admin-only ComfyUI passthroughs (docs/API.md, "ComfyUI diagnostics"): ComfyUI's own
 * shapes, checked only enough that nothing odd reaches the backend.
 */
const comfyNodeSchema = z.object({
  class_type: z.string().min(1).max(200),
  inputs: z.record(z.string(), z.unknown()),
});

export const comfyPromptRequestSchema = z.object({
  prompt: z
    .record(z.string().max(50), comfyNodeSchema)
    .refine((graph) => Object.keys(graph).length > 0 && Object.keys(graph).length <= 500, {
      message: 'A graph of 1 to 500 nodes',
    }),
  client_id: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,100}$/)
    .optional(),
});
export type ComfyPromptRequest = z.infer<typeof comfyPromptRequestSchema>;

export const comfyHistoryParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'A ComfyUI prompt id'),
});

/** ComfyUI file names and folders: no path separators, no "..". */
const comfyName = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,200}$/, 'Letters, digits, "_", "-" and "." only')
  .refine((name) => !name.includes('..'), 'No ".."');

export const comfyViewParamsSchema = z.object({ filename: comfyName });
export const comfyViewQuerySchema = z.object({
  subfolder: z.union([comfyName, z.literal('')]).optional(),
  type: z.enum(['output', 'input', 'temp']).optional(),
});
