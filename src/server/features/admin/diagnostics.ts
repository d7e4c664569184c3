import type { DiagnosticResult } from '#shared/api/adminOps.js';
import type { Actor } from './audit.js';
import { runTimed, type QaCheckOutcome, type QaRegistry } from './qaRegistry.js';

export interface Diagnostic {
  /** The path segment: POST /api/admin/diagnostics/{name}. */
  name: string;
  label: string;
  /** What the check really does, shown on its card. */
  description: string;
  run(context: { actor: Actor }): Promise<QaCheckOutcome>;
}

/**
 * The Diagnostics tab: one real server check per card, run on demand with its timing. A feature
 * adds its own with one `register` call (storage write/read/delete, image backend …); checks
 * that the QA checklist also runs are taken from its registry, never written twice.
 */
export function createDiagnostics() {
  const diagnostics = new Map<string, Diagnostic>();
  return {
    register(diagnostic: Diagnostic) {
      diagnostics.set(diagnostic.name, diagnostic);
    },

    list: () =>
      [...diagnostics.values()].map(({ name, label, description }) => ({
        name,
        label,
        description,
      })),

    /** Runs one diagnostic; null when no such diagnostic is registered. */
    async run(name: string, context: { actor: Actor }): Promise<DiagnosticResult | null> {
      const diagnostic = diagnostics.get(name);
      if (!diagnostic) return null;
      const outcome = await runTimed(() => diagnostic.run(context));
      return { name, label: diagnostic.label, ...outcome };
    },
  };
}

export type Diagnostics = ReturnType<typeof createDiagnostics>;

/** A diagnostic that runs a QA checklist check by its name. */
export function fromQaCheck(
  qa: QaRegistry,
  check: string,
  diagnostic: Omit<Diagnostic, 'run'>,
): Diagnostic {
  return {
    ...diagnostic,
    run: async () => {
      const result = await qa.run(check);
      if (!result) throw new Error(`No QA check named ${check}`);
      return { pass: result.pass, detail: result.detail };
    },
  };
}
