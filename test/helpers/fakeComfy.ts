/**
 * A fake ComfyUI on 127.0.0.1 speaking the HTTP API our client uses (`/prompt`, `/history/{id}`,
 * `/view`, `/upload/image`, `/system_stats`, `/queue`) and the `/ws` progress socket, so tests
 * and benchmarks exercise the real client over real sockets. It records every graph queued.
 *
 * Modes (`setMode`):
 * - `{ kind: 'ok', finishAfterPolls }` the prompt is done at that history poll (default 1); with
 *                                      `progressSteps`, that many `progress` messages are sent on
 *                                      the websocket when the prompt is queued
 * - `{ kind: 'queue-fail', status }`   `POST /prompt` answers that status
 * - `{ kind: 'never' }`                the prompt never finishes (drives the client's timeout)
 * - `{ kind: 'execution-error' }`      the history reports ComfyUI's execution error
 * - `{ kind: 'down' }`                 every HTTP call answers 503
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Resvg } from '@resvg/resvg-js';
import { WebSocketServer, type WebSocket } from 'ws';

export type FakeComfyMode =
  | { kind: 'ok'; finishAfterPolls?: number; progressSteps?: number }
  | { kind: 'queue-fail'; status: number }
  | { kind: 'never' }
  | { kind: 'execution-error' }
  | { kind: 'down' };

export interface FakeComfyOptions {
  mode?: FakeComfyMode;
  /** Serve the `/ws` progress socket (default true); false answers upgrades by closing. */
  websocket?: boolean;
  /** Keep the received graphs in `prompts` (default true); benchmarks turn it off to measure memory. */
  record?: boolean;
  /** The PNG `/view` serves (default: a real 4×6 PNG from `tinyPng`). */
  png?: Uint8Array;
}

export interface FakeComfyUpload {
  name: string;
  bytes: number;
}

export interface FakeComfy {
  /** Base URL, as `COMFYUI_URL` takes it. */
  readonly url: string;
  /** Every workflow graph received on `POST /prompt` (also refused ones), in order. */
  readonly prompts: Array<Record<string, { class_type: string; inputs: Record<string, unknown> }>>;
  /** `client_id` of each prompt received. */
  readonly clientIds: string[];
  readonly uploads: FakeComfyUpload[];
  /** Prompt ids removed through `POST /queue {delete}`. */
  readonly dequeued: string[];
  /** History polls per prompt id. */
  readonly polls: Map<string, number>;
  /** Total `GET /history/{id}` calls. */
  historyCalls(): number;
  setMode(mode: FakeComfyMode): void;
  close(): Promise<void>;
}

export async function startFakeComfy(options: FakeComfyOptions = {}): Promise<FakeComfy> {
  let mode: FakeComfyMode = options.mode ?? { kind: 'ok' };
  const png = options.png ?? tinyPng(4, 6);
  const prompts: FakeComfy['prompts'] = [];
  const clientIds: string[] = [];
  const uploads: FakeComfyUpload[] = [];
  const dequeued: string[] = [];
  const polls = new Map<string, number>();
  const sockets = new Set<Socket>();
  const clients = new Map<string, WebSocket>();
  let nextPrompt = 0;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { error: String(error) }));
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => {
    if (options.websocket === false || !request.url?.startsWith('/ws')) return socket.destroy();
    wss.handleUpgrade(request, socket, head, (client) => wss.emit('connection', client, request));
  });
  wss.on('connection', (socket, request) => {
    const clientId = new URL(request.url ?? '/', 'http://x').searchParams.get('clientId') ?? '';
    clients.set(clientId, socket);
    socket.send(
      JSON.stringify({
        type: 'status',
        data: { status: { exec_info: { queue_remaining: 0 } }, sid: clientId },
      }),
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    const body = await readBody(req);
    if (mode.kind === 'down') return json(res, 503, { error: 'down' });
    if (req.method === 'GET' && url.pathname === '/system_stats') {
      return json(res, 200, {
        system: { comfyui_version: 'fake-0.3' },
        devices: [{ name: 'fake:0 cpu' }],
      });
    }
    if (req.method === 'POST' && url.pathname === '/upload/image') {
      const name = /filename="([^"]+)"/.exec(body.toString('latin1'))?.[1] ?? 'upload.png';
      uploads.push({ name, bytes: body.length });
      return json(res, 200, { name, subfolder: '', type: 'input' });
    }
    if (req.method === 'POST' && url.pathname === '/prompt') {
      const parsed = JSON.parse(body.toString('utf8')) as {
        prompt: FakeComfy['prompts'][number];
        client_id: string;
      };
      if (options.record !== false) {
        prompts.push(parsed.prompt);
        clientIds.push(parsed.client_id);
      }
      if (mode.kind === 'queue-fail')
        return json(res, mode.status, { error: { type: 'fake', message: 'refused' } });
      const promptId = `fake-${++nextPrompt}`;
      polls.set(promptId, 0);
      const steps = mode.kind === 'ok' ? (mode.progressSteps ?? 0) : 0;
      const client = clients.get(parsed.client_id);
      for (let value = 1; value <= steps && client; value++) {
        client.send(
          JSON.stringify({ type: 'progress', data: { value, max: steps, prompt_id: promptId } }),
        );
      }
      return json(res, 200, { prompt_id: promptId, number: nextPrompt, node_errors: {} });
    }
    if (req.method === 'POST' && url.pathname === '/queue') {
      dequeued.push(...((JSON.parse(body.toString('utf8')) as { delete?: string[] }).delete ?? []));
      return json(res, 200, {});
    }
    const history = /^\/history\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && history) {
      const promptId = decodeURIComponent(history[1]);
      const count = (polls.get(promptId) ?? 0) + 1;
      polls.set(promptId, count);
      return json(res, 200, historyFor(promptId, count));
    }
    if (req.method === 'GET' && url.pathname === '/view') {
      if (!url.searchParams.get('filename')?.startsWith('velvet_')) return json(res, 404, {});
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      return;
    }
    json(res, 404, { error: 'not found' });
  }

  function historyFor(promptId: string, count: number): unknown {
    if (!polls.has(promptId) || mode.kind === 'never') return {};
    if (mode.kind === 'execution-error') {
      const failure = { exception_message: 'Out of memory', node_type: 'KSampler' };
      return {
        [promptId]: {
          outputs: {},
          status: {
            status_str: 'error',
            completed: false,
            messages: [['execution_error', failure]],
          },
        },
      };
    }
    if (mode.kind !== 'ok' || count < (mode.finishAfterPolls ?? 1)) return {};
    const image = { filename: `velvet_${promptId}_00001_.png`, subfolder: '', type: 'output' };
    return {
      [promptId]: {
        outputs: { '9': { images: [image] } },
        status: { status_str: 'success', completed: true, messages: [] },
      },
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    prompts,
    clientIds,
    uploads,
    dequeued,
    polls,
    historyCalls: () => [...polls.values()].reduce((sum, count) => sum + count, 0),
    setMode(next) {
      mode = next;
    },
    async close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A URL where nothing listens (a server is started for a free port, then closed): "ComfyUI is down". */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A real, valid PNG of the given size (one solid colour, rendered by resvg). */
export function tinyPng(width: number, height: number): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#c86"/></svg>`;
  return new Uint8Array(new Resvg(svg).render().asPng());
}
