import { z } from 'zod';

/** `?token=` of the unsubscribe link (docs/API.md, "E-mail"). */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ message: 'token is required' })
    .min(10, 'token is too short')
    .max(512, 'token is too long')
    .regex(/^[\w-]+\.[\w-]+$/, 'token is malformed'),
});
