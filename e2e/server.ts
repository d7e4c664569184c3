import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Starts the real server on a fresh data folder for the e2e run; removes it afterwards. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'companion-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    APP_URL: `http://localhost:${process.env.E2E_PORT}`,
    AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-012345',
    // Every browser in the run signs up from 127.0.0.1; the limit itself is covered by API tests.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    GUEST_CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    // The admin e2e specs sign up with these addresses to get the admin role (one each).
    ADMIN_EMAILS: 'e2e-admin@example.com,e2e-ops-admin@example.com,e2e-docs-admin@example.com',
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
