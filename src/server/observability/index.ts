export { createMetrics, type AppMetrics } from './metrics.js';
export { registerHttpMetrics } from './httpMetrics.js';
export { registerDatabaseGauges } from './databaseGauges.js';
export { registerMetricsRoute } from './routes.js';
export { instrumentLlm } from './instrumentLlm.js';
export { registerOpenApiRoute } from './openapi/routes.js';
export { buildOpenApiDocument, documentedMethods, openApiPath } from './openapi/document.js';
export { API_OPERATIONS } from './openapi/operations.js';
export type { ApiDoc } from './openapi/types.js';
