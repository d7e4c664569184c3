/** Polls `condition` every 5 ms until it holds; fails after `timeoutMs` rather than hanging. */
export async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
