import type { QaCheckResult, QaChecklist } from '#shared/api/admin.js';

export interface QaCheckOutcome {
  pass: boolean;
  detail: string;
}

export interface QaCheck {
  /** Stable key of the check (the names existing dashboards know, e.g. stripe_connected). */
  name: string;
  label: string;
  /** Shown when the check fails: what to look at first. */
  hint: string;
  run(): Promise<QaCheckOutcome>;
}

const CHECK_TIMEOUT_MS = 10_000;

/** Runs a check with its timing, cut off after 10 s; a throw is a failure with its message. */
export async function runTimed(run: () => Promise<QaCheckOutcome>) {
  const started = performance.now();
  let outcome: QaCheckOutcome;
  try {
    outcome = await Promise.race([
      run(),
      new Promise<QaCheckOutcome>((resolve) =>
        setTimeout(
          () => resolve({ pass: false, detail: `No answer within ${CHECK_TIMEOUT_MS / 1000} s` }),
          CHECK_TIMEOUT_MS,
        ).unref(),
      ),
    ]);
  } catch (error) {
    outcome = { pass: false, detail: error instanceof Error ? error.message : String(error) };
  }
  return { ...outcome, ms: Math.round(performance.now() - started) };
}

/**
 * The live checks behind the QA checklist, the dashboard's system status and diagnostics. A
 * feature adds its own check with one `register` call (image backend, S3 storage, push …).
 */
export function createQaRegistry() {
  const checks = new Map<string, QaCheck>();

  async function runOne(check: QaCheck): Promise<QaCheckResult> {
    const outcome = await runTimed(() => check.run());
    return {
      name: check.name,
      label: check.label,
      pass: outcome.pass,
      detail: outcome.detail,
      hint: outcome.pass ? null : check.hint,
      ms: outcome.ms,
    };
  }

  return {
    register(check: QaCheck) {
      checks.set(check.name, check);
    },

    names: () => [...checks.keys()],

    /** Runs one check by name; null when no such check is registered. */
    async run(name: string): Promise<QaCheckResult | null> {
      const check = checks.get(name);
      return check ? runOne(check) : null;
    },

    async runAll(): Promise<QaChecklist> {
      const results = await Promise.all([...checks.values()].map(runOne));
      const passed = results.filter((result) => result.pass).length;
      const total = results.length;
      const health = total === 0 ? 100 : Math.round((passed / total) * 100);
      return {
        summary: {
          status: health === 100 ? 'healthy' : health >= 70 ? 'warning' : 'critical',
          health_percentage: health,
          passed,
          failed: total - passed,
          total,
        },
        checks: Object.fromEntries(results.map((result) => [result.name, result.pass])),
        results,
      };
    },
  };
}

export type QaRegistry = ReturnType<typeof createQaRegistry>;
