import type { GenerateRequest, LlmProvider, ModelUsage } from '../providers/llm/types.js';
import { LlmError } from '../providers/llm/types.js';
import type { AppMetrics } from './metrics.js';

/** About four characters a token, for models that do not report their usage. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/**
 * The language model with its latency and tokens counted: time to the first delta, the whole
 * call by outcome, and tokens in and out (reported by the endpoint, else estimated, labelled
 * `source`). Every caller (chat, stateless chat, persona tests) is measured the same way.
 */
export function instrumentLlm(llm: LlmProvider, metrics: AppMetrics): LlmProvider {
  return {
    kind: llm.kind,
    defaultModel: llm.defaultModel,
    check: () => llm.check(),
    stream: (request) => measuredStream(llm, metrics, request),
  };
}

async function* measuredStream(
  llm: LlmProvider,
  metrics: AppMetrics,
  request: GenerateRequest,
): AsyncGenerator<string> {
  const model = request.model ?? llm.defaultModel;
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  let usage: ModelUsage | undefined;
  let output = '';
  let outcome = 'ok';
  try {
    for await (const delta of llm.stream({
      ...request,
      onUsage: (reported) => {
        usage = reported;
        request.onUsage?.(reported);
      },
    })) {
      if (output === '') metrics.modelFirstToken.observe({ model }, elapsed());
      output += delta;
      yield delta;
    }
  } catch (error) {
    outcome = error instanceof LlmError ? error.kind : 'error';
    throw error;
  } finally {
    metrics.modelDuration.observe({ model, outcome }, elapsed());
    countTokens(metrics, model, request, output, usage);
  }
}

function countTokens(
  metrics: AppMetrics,
  model: string,
  request: GenerateRequest,
  output: string,
  usage: ModelUsage | undefined,
) {
  const reported = usage?.inputTokens !== undefined && usage.outputTokens !== undefined;
  const source = reported ? 'reported' : 'estimated';
  const input = reported
    ? usage!.inputTokens!
    : request.messages.reduce((sum, turn) => sum + estimateTokens(turn.content), 0);
  const outputTokens = reported ? usage!.outputTokens! : estimateTokens(output);
  metrics.modelTokens.inc({ model, direction: 'input', source }, input);
  metrics.modelTokens.inc({ model, direction: 'output', source }, outputTokens);
}
