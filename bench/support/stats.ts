/** Small helpers shared by the benchmarks: percentiles, formatting, child servers. */
import { spawn, type ChildProcess } from 'node:child_process';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export const fmt = (value: number, digits = 2) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

export function printTable(rows: Array<Record<string, string | number>>) {
  if (rows.length === 0) return;
  const headers = Object.keys(rows[0]);
  const widths = headers.map((header) =>
    Math.max(header.length, ...rows.map((row) => String(row[header]).length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, index) => cell.padEnd(widths[index])).join('  ');
  console.log(line(headers));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(headers.map((header) => String(row[header]))));
}

/** Starts a TypeScript script in a child process and waits for it to print `READY <port>`. */
export async function startChild(
  script: string,
  env: Record<string, string>,
  execArgv: string[] = [],
  /** Cores to pin the child to (taskset -c), e.g. to keep the server off the load's cores. */
  cpus?: string,
): Promise<{ port: number; child: ChildProcess; stop: () => Promise<void> }> {
  const args = [...execArgv, '--import', 'tsx', script];
  const child = spawn(
    cpus ? 'taskset' : process.execPath,
    cpus ? ['-c', cpus, process.execPath, ...args] : args,
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /READY (\d+)/.exec(buffer);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) =>
      reject(new Error(`${script} exited with ${code} before it was ready`)),
    );
  });
  child.stdout!.resume();
  return {
    port,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
