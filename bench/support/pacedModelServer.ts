/**
 * Child process for bench/chat.ts: a fake model at a realistic pace. Each streamed word is the
 * time it was sent (microseconds, written in letters so the safety policy reads a plain word),
 * so the bench can tell how long each word took to reach the client through our server.
 */
import { createServer } from 'node:http';

const TOKENS = Number(process.env.TOKEN_COUNT ?? 60);
const MIN_MS = 20;
const MAX_MS = 40;

export const nowMicros = () => Math.round((performance.timeOrigin + performance.now()) * 1000);

/** Microseconds as lowercase letters (base 26), and back. */
export const stampWord = (micros: number) =>
  micros.toString(26).replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (process.argv[1]?.endsWith('pacedModelServer.ts')) {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', async () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (let index = 0; index < TOKENS && !response.destroyed; index++) {
        await sleep(MIN_MS + Math.random() * (MAX_MS - MIN_MS));
        const chunk = {
          id: 'paced',
          choices: [{ index: 0, delta: { content: ` ${stampWord(nowMicros())}` } }],
        };
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      response.end('data: [DONE]\n\n');
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
