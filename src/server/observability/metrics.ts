import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a fast JSON answer to a long model reply. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * The app's Prometheus metrics. One registry per app (never prom-client's global one), so tests
 * that build several apps in one process, or two instances side by side, count apart
 * (docs/decisions/0090-metrics-and-openapi.md).
 */
export function createMetrics() {
  const registry = new Registry();
  // Event-loop lag, heap and RSS, GC, handles, CPU: prom-client's defaults, read on scrape.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code (5xx = errors).',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to the end of the response, by method and route pattern (streams included).',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    openStreams: new Gauge({
      name: 'sse_open_streams',
      help: 'Server-Sent Event streams open on this instance.',
      registers,
    }),
    replies: new Counter({
      name: 'chat_replies_total',
      help: 'Chat replies by outcome: started, complete, stopped, failed, interrupted.',
      labelNames: ['outcome'] as const,
      registers,
    }),
    modelFirstToken: new Histogram({
      name: 'model_first_token_seconds',
      help: 'Time from a model call to its first text delta.',
      labelNames: ['model'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    modelDuration: new Histogram({
      name: 'model_call_duration_seconds',
      help: 'Duration of a whole streamed model call, by model and outcome (ok, error kind).',
      labelNames: ['model', 'outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    modelTokens: new Counter({
      name: 'model_tokens_total',
      help: 'Model tokens by direction (input, output); as the endpoint reports them, else estimated.',
      labelNames: ['model', 'direction', 'source'] as const,
      registers,
    }),
    safetyIncidents: new Counter({
      name: 'safety_incidents_total',
      help: 'Safety refusals, crisis replies and cut model replies, by source, action and category.',
      labelNames: ['source', 'action', 'category'] as const,
      registers,
    }),
    events: new Counter({
      name: 'app_events_total',
      help: 'Product events recorded by analytics (paywall_view, checkout_start …), by type.',
      labelNames: ['type'] as const,
      registers,
    }),
  };
  return metrics;
}

export type AppMetrics = ReturnType<typeof createMetrics>;
