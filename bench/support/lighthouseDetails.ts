/** BENCH_DETAILS=1 for bench/lighthouse.ts: what the slow parts and the failing audits point at. */
import type { Result } from 'lighthouse';

type Items = Array<Record<string, unknown>>;

const itemsOf = (lhr: Result, id: string): Items =>
  ((lhr.audits[id]?.details as { items?: Items } | undefined)?.items ?? []) as Items;

const ms = (value: unknown) => `${Number(value ?? 0).toFixed(0)} ms`;
const shortUrl = (value: unknown) => String(value).replace(/^https?:\/\/[^/]+/, '');

export function printDetails(lhr: Result, greenAudits: string[]) {
  const audit = (id: string) => lhr.audits[id];
  console.log(
    `  ${shortUrl(lhr.finalDisplayedUrl)}: FCP ${audit('first-contentful-paint')?.displayValue}, ` +
      `SI ${audit('speed-index')?.displayValue}, LCP ${audit('largest-contentful-paint')?.displayValue}, ` +
      `TBT ${audit('total-blocking-time')?.displayValue}, main thread ${audit('mainthread-work-breakdown')?.displayValue}`,
  );
  const lcpElement = itemsOf(lhr, 'largest-contentful-paint-element')[0] as
    { items?: Items } | undefined;
  const node = lcpElement?.items?.[0]?.node as { snippet?: string } | undefined;
  if (node?.snippet) console.log(`    LCP element: ${node.snippet.slice(0, 120)}`);
  for (const item of itemsOf(lhr, 'bootup-time').slice(0, 4)) {
    console.log(
      `    bootup: ${shortUrl(item.url)} total ${ms(item.total)}, script ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)}`,
    );
  }
  for (const item of itemsOf(lhr, 'long-tasks').slice(0, 5)) {
    console.log(
      `    long task: ${shortUrl(item.url)} ${ms(item.duration)} at ${ms(item.startTime)}`,
    );
  }
  for (const id of greenAudits) {
    if ((audit(id)?.score ?? 1) >= 0.9) continue;
    const savings = (audit(id)?.details as { debugData?: { metricSavings?: unknown } } | undefined)
      ?.debugData?.metricSavings;
    console.log(`    ${id}: score ${audit(id)?.score}, savings ${JSON.stringify(savings ?? {})}`);
    for (const item of itemsOf(lhr, id).slice(0, 6)) {
      console.log(
        `    ${id}: ${shortUrl(item.url)} ${JSON.stringify({ ...item, url: undefined })}`,
      );
    }
  }
}
