/**
 * Reads one prompt's entry from ComfyUI's `GET /history/{id}` answer: `{}` while it is queued or
 * running, then `{[id]: {outputs: {[node]: {images: [{filename, subfolder, type}]}}, status}}`.
 */
import { ImageBackendError } from './types.js';
import { SAVE_NODE_ID } from './workflow.js';

export interface ComfyOutputFile {
  filename: string;
  subfolder: string;
  type: string;
}

interface HistoryEntry {
  outputs?: Record<string, { images?: Array<Partial<ComfyOutputFile>> }>;
  status?: { status_str?: string; completed?: boolean; messages?: Array<[string, unknown]> };
}

/** The first output image, null while the prompt is unfinished; throws when it failed. */
export function outputFileFrom(history: unknown, promptId: string): ComfyOutputFile | null {
  const entry = (history as Record<string, HistoryEntry> | null)?.[promptId];
  if (!entry) return null;
  if (entry.status?.status_str === 'error') {
    throw new ImageBackendError(`ComfyUI could not run the workflow: ${errorText(entry)}`, false);
  }
  const outputs = entry.outputs ?? {};
  // Our SaveImage node first; any other node that produced an image after it.
  const nodes = [SAVE_NODE_ID, ...Object.keys(outputs).filter((id) => id !== SAVE_NODE_ID)];
  for (const node of nodes) {
    const image = outputs[node]?.images?.find((file) => typeof file.filename === 'string');
    if (image) {
      return {
        filename: image.filename!,
        subfolder: image.subfolder ?? '',
        type: image.type ?? 'output',
      };
    }
  }
  if (entry.status?.completed) {
    throw new ImageBackendError('ComfyUI finished without an image', false);
  }
  return null;
}

function errorText(entry: HistoryEntry): string {
  const failure = entry.status?.messages?.find(([kind]) => kind === 'execution_error')?.[1] as
    { exception_message?: unknown; node_type?: unknown } | undefined;
  const message = typeof failure?.exception_message === 'string' ? failure.exception_message : '';
  const node = typeof failure?.node_type === 'string' ? ` (${failure.node_type})` : '';
  return (message.trim() || 'execution error') + node;
}
