/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions protocol, so tests and
 * benchmarks exercise the genuine provider path (AI SDK → fetch → socket) instead of a mock.
 *
 * Fault modes simulate what real endpoints do to us:
 * - 'error500'              every chat request answers HTTP 500
 * - 'error429'              every chat request answers HTTP 429 (rate limited)
 * - 'hang'                  the request is read but never answered (drives client timeouts)
 * - 'brokenStream'          a streamed reply sends `brokenAfterTokens` tokens, then the socket dies
 * - 'connectionRefusedOnce' the first TCP connection is dropped before any byte is read (the client
 *                           sees a connection reset, the closest a live listener can get to a
 *                           refusal); later connections are served normally
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeOpenAIFault =
  'none' | 'error500' | 'error429' | 'hang' | 'brokenStream' | 'connectionRefusedOnce';

export interface RecordedRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  stream: boolean;
  /** The full parsed JSON body, for assertions on less common fields (seed, temperature …). */
  body: Record<string, unknown>;
}

export interface FakeOpenAIOptions {
  /** Reply text, or a function of the request; split into word tokens unless `tokens` is given. */
  reply?: string | ((request: RecordedRequest) => string);
  /** Exact tokens to stream (wins over `reply`). */
  tokens?: string[];
  /** Delay before each streamed token. */
  tokenDelayMs?: number;
  fault?: FakeOpenAIFault;
  /** How many tokens 'brokenStream' sends before destroying the socket (default 2). */
  brokenAfterTokens?: number;
  /** When set, requests must carry `Authorization: Bearer <apiKey>` or get 401. */
  apiKey?: string;
  /** Model ids listed by GET /v1/models. */
  models?: string[];
}

export interface FakeOpenAI {
  /** Base URL including `/v1`, as an OpenAI client expects. */
  readonly baseURL: string;
  readonly port: number;
  /** Every chat-completions request body received, in arrival order. */
  readonly requests: RecordedRequest[];
  /** Connections dropped by 'connectionRefusedOnce'. */
  readonly droppedConnections: number;
  /** Changes options for later requests (merged into the current ones). */
  configure(options: Partial<FakeOpenAIOptions>): void;
  /** Clears recorded requests and re-arms 'connectionRefusedOnce'. */
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_REPLY = 'Hello from the fake model.';

/** Splits text into word tokens that keep their leading space, like real model deltas. */
function splitIntoTokens(text: string): string[] {
  return text.match(/\s*\S+/g) ?? [];
}

export async function startFakeOpenAI(initial: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  let options: FakeOpenAIOptions = { ...initial };
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let droppedConnections = 0;
  let refusalArmed = true;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error) } });
      else res.destroy();
    });
  });

  server.on('connection', (socket: Socket) => {
    if (options.fault === 'connectionRefusedOnce' && refusalArmed) {
      refusalArmed = false;
      droppedConnections += 1;
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      await readBody(req);
      sendJson(res, 401, { error: { message: 'Invalid API key', type: 'invalid_request_error' } });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/v1/models') {
      const ids = options.models ?? ['fake-model'];
      sendJson(res, 200, { object: 'list', data: ids.map((id) => ({ id, object: 'model' })) });
      return;
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
      sendJson(res, 404, { error: { message: `No route ${req.method} ${url.pathname}` } });
      return;
    }
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    const recorded: RecordedRequest = {
      model: String(body.model ?? ''),
      messages: Array.isArray(body.messages) ? (body.messages as RecordedRequest['messages']) : [],
      stream: body.stream === true,
      body,
    };
    requests.push(recorded);

    switch (options.fault) {
      case 'error500':
        sendJson(res, 500, { error: { message: 'Internal server error', type: 'server_error' } });
        return;
      case 'error429':
        sendJson(res, 429, { error: { message: 'Rate limit reached', type: 'rate_limit' } });
        return;
      case 'hang':
        return; // Never answer; close() destroys the socket.
    }

    const tokens = options.tokens ?? splitIntoTokens(replyText(recorded));
    if (!recorded.stream) {
      sendJson(res, 200, completion(recorded.model, tokens.join('')));
      return;
    }
    await streamTokens(res, recorded.model, tokens);
  }

  async function streamTokens(res: ServerResponse, model: string, tokens: string[]): Promise<void> {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const breakAt = options.fault === 'brokenStream' ? (options.brokenAfterTokens ?? 2) : Infinity;
    for (let index = 0; index < tokens.length; index++) {
      if (index >= breakAt) break;
      if (options.tokenDelayMs) await sleep(options.tokenDelayMs);
      if (res.destroyed) return; // The client went away (abort/timeout).
      const delta =
        index === 0 ? { role: 'assistant', content: tokens[index] } : { content: tokens[index] };
      res.write(sse(chunk(model, delta, null)));
    }
    if (breakAt !== Infinity) {
      // Flush what was written, then kill the connection mid-reply.
      await sleep(10);
      res.socket?.destroy();
      return;
    }
    res.write(sse(chunk(model, {}, 'stop')));
    res.write('data: [DONE]\n\n');
    res.end();
  }

  function replyText(request: RecordedRequest): string {
    const reply = options.reply ?? DEFAULT_REPLY;
    return typeof reply === 'function' ? reply(request) : reply;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // A large backlog: benchmarks open thousands of streams at once.
    server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    get droppedConnections() {
      return droppedConnections;
    },
    configure(next) {
      options = { ...options, ...next };
    },
    reset() {
      requests.length = 0;
      droppedConnections = 0;
      refusalArmed = true;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  const text = JSON.stringify(payload);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function sse(payload: unknown): string {
  return `data: ${JSON.stringify(payload)}\n\n`;
}

const created = () => Math.floor(Date.now() / 1000);

function chunk(model: string, delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: created(),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: created(),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: {
      prompt_tokens: 10,
      completion_tokens: splitIntoTokens(content).length,
      total_tokens: 0,
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
