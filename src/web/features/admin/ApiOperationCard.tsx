import { ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { JsonSchemaObject, OpenApiParameter } from '#shared/api/openapi';
import { cn } from '#web/lib/cn';
import { typeLabel, type ApiOperationEntry } from './apiDocsModel';
import { JsonSchemaView } from './JsonSchemaView';
import { StatusPill } from './listControls';

type Components = Record<string, JsonSchemaObject> | undefined;

const METHOD_TONES: Record<string, string> = {
  get: 'bg-sky-500/20 text-sky-200',
  post: 'bg-emerald-500/20 text-emerald-200',
  put: 'bg-amber-500/20 text-amber-200',
  patch: 'bg-violet-500/20 text-violet-200',
  delete: 'bg-rose-500/20 text-rose-200',
};

/** Access levels anyone can reach are calm; the closed ones stand out. */
const accessTone = (access: string) =>
  access === 'public' || access === 'visitor'
    ? 'good'
    : access === 'admin' || access === 'operator'
      ? 'bad'
      : access === 'unspecified'
        ? 'warn'
        : 'neutral';

/** One operation: a summary line that folds open on its parameters, body and answers. */
export function ApiOperationCard({
  entry,
  components,
}: {
  entry: ApiOperationEntry;
  components: Components;
}) {
  const { operation } = entry;
  // Hundreds of operations: the schema trees are drawn only once their operation is opened.
  const [open, setOpen] = useState(false);
  const parameters = operation.parameters ?? [];
  const body = Object.entries(operation.requestBody?.content ?? {});
  const responses = Object.entries(operation.responses ?? {});
  const successes = responses.filter(([status]) => /^2/.test(status));
  const failures = responses.filter(([status]) => !/^2/.test(status));
  return (
    <li data-testid="api-operation" className="rounded-xl border border-white/10 bg-white/5">
      <details className="group" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-2 gap-y-1 rounded-xl p-3 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
          <ChevronRight
            className="h-4 w-4 shrink-0 text-zinc-500 transition group-open:rotate-90"
            aria-hidden="true"
          />
          <span
            className={cn(
              'w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-bold uppercase',
              METHOD_TONES[entry.method],
            )}
          >
            {entry.method}
          </span>
          <code className="min-w-0 font-mono text-sm break-all text-white">{entry.path}</code>
          {/* Phones: the summary gets a line of its own under the path. */}
          <span className="order-last basis-full text-sm break-words text-zinc-400 sm:order-none sm:basis-0 sm:flex-1">
            {entry.summary}
          </span>
          <span className="ml-auto sm:ml-0">
            <StatusPill tone={accessTone(entry.access)}>
              <span className="sr-only">Access: </span>
              {entry.access}
            </StatusPill>
          </span>
        </summary>
        {open ? (
          <div className="space-y-4 border-t border-white/10 p-3">
            {operation.description ? (
              <p className="text-sm text-zinc-300">{operation.description}</p>
            ) : null}
            {parameters.length > 0 ? <Parameters parameters={parameters} /> : null}
            {body.map(([type, content]) => (
              <Section key={type} title={`Request body (${type})`}>
                {content.schema ? (
                  <JsonSchemaView schema={content.schema} components={components} />
                ) : null}
              </Section>
            ))}
            {successes.map(([status, response]) => (
              <Section key={status} title={`Response ${status}`}>
                {response.description ? (
                  <p className="text-sm text-zinc-400">{response.description}</p>
                ) : null}
                {Object.entries(response.content ?? {}).map(([type, content]) => (
                  <div key={type} className="mt-2 space-y-1">
                    <p className="text-xs text-zinc-500">{type}</p>
                    {content.schema ? (
                      <JsonSchemaView schema={content.schema} components={components} />
                    ) : null}
                  </div>
                ))}
              </Section>
            ))}
            {failures.length > 0 ? (
              <Section title="Errors">
                <ul className="grid gap-1 text-sm sm:grid-cols-2">
                  {failures.map(([status, response]) => (
                    <li key={status}>
                      <span className="font-mono text-rose-300">{status}</span>{' '}
                      <span className="text-zinc-400">{response.description}</span>
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
          </div>
        ) : null}
      </details>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h4 className="mb-1 text-xs font-semibold tracking-wide text-zinc-300 uppercase">{title}</h4>
      {children}
    </section>
  );
}

function Parameters({ parameters }: { parameters: OpenApiParameter[] }) {
  return (
    <Section title="Parameters">
      <ul className="space-y-1 text-sm">
        {parameters.map((parameter) => (
          <li key={`${parameter.in}:${parameter.name}`} className="break-words">
            <span className="font-mono text-white">{parameter.name}</span>
            {parameter.required ? (
              <span className="ml-1 text-rose-300" title="required">
                *<span className="sr-only"> (required)</span>
              </span>
            ) : null}
            <span className="ml-2 text-xs text-zinc-500">in {parameter.in}</span>
            {parameter.schema ? (
              <span className="ml-2 font-mono text-xs text-sky-300">
                {typeLabel(parameter.schema)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
