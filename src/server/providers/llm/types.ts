/** The language-model port: the chat feature talks to this, never to a vendor SDK directly. */

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Public character facts the offline engine voices; a remote model gets them via the system prompt. */
export interface OfflineCharacterContext {
  id: string;
  name: string;
  tags: string[];
  starterPrompts: string[];
  persona: string;
  personalityType: string;
}

export interface GenerateRequest {
  messages: ChatTurn[];
  /** Overrides the provider's default model (the caller picks the NSFW model here). */
  model?: string;
  signal?: AbortSignal;
  seed?: number;
  character?: OfflineCharacterContext;
  /** Token counts, when the endpoint reports them at the end of the stream (metrics). */
  onUsage?: (usage: ModelUsage) => void;
}

export interface ModelUsage {
  inputTokens?: number;
  outputTokens?: number;
}

export type LlmProviderKind = 'openai-compatible' | 'offline';

export interface LlmProvider {
  readonly kind: LlmProviderKind;
  readonly defaultModel: string;
  /** Streams the reply as text deltas. Throws LlmError on failure. */
  stream(request: GenerateRequest): AsyncIterable<string>;
  /** Quick reachability check for health/QA pages; never throws. */
  check(): Promise<{ ok: boolean; error?: string }>;
}

export type LlmErrorKind = 'timeout' | 'http' | 'network' | 'broken_stream' | 'aborted';

export class LlmError extends Error {
  override readonly name = 'LlmError';
  /** HTTP status when kind is 'http'. */
  readonly status?: number;

  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
  }
}

/** Collects a whole streamed reply; for callers that answer with JSON instead of SSE. */
export async function collectText(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const delta of stream) text += delta;
  return text;
}
