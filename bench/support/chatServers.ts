/** The chat benches' fake model and the app in front of it, each in a child process of its own. */
import { startChild } from './stats.js';

export async function startServers(
  fakeEnv: Record<string, string>,
  serverCpus?: string,
  fakeScript = 'bench/support/fakeModelServer.ts',
) {
  const fake = await startChild(fakeScript, fakeEnv);
  const fakeUrl = `http://127.0.0.1:${fake.port}/v1`;
  const server = await startChild(
    'bench/support/chatServer.ts',
    { LLM_BASE_URL: fakeUrl },
    [],
    serverCpus,
  ).catch(async (error: unknown) => {
    await fake.stop();
    throw error;
  });
  return {
    fakeUrl,
    server,
    base: `http://127.0.0.1:${server.port}`,
    stop: async () => {
      await server.stop();
      await fake.stop();
    },
  };
}
