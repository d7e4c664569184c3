/**
 * BENCH_PROFILE_DIR set: SIGUSR2 starts a CPU profile in this child process and the next SIGUSR2
 * writes it there, so a profile covers only the phase being measured.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

export function profileOnSignal() {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return;
  const session = new Session();
  session.connect();
  let running = false;
  process.on('SIGUSR2', async () => {
    if (!running) {
      running = true;
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      return;
    }
    running = false;
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(path.join(dir, `server-${Date.now()}.cpuprofile`), JSON.stringify(profile));
  });
}
