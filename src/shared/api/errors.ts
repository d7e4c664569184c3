import { z } from 'zod';

/** The one error shape every API route answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Turns zod issues into one readable sentence plus a field → message map. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): {
  message: string;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  const message = Object.entries(fields)
    .map(([field, text]) => (field === '_' ? text : `${field}: ${text}`))
    .join('; ');
  return { message, fields };
}
