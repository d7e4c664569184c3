import type { JsonSchemaObject } from '#shared/api/openapi';
import { childrenOf, constraints, resolveRef, typeLabel } from './apiDocsModel';

type Components = Record<string, JsonSchemaObject> | undefined;

/** Deep enough for every shared schema; a self-referencing one stops here instead of looping. */
const MAX_DEPTH = 8;

/**
 * A JSON Schema as a readable tree: each field with its type, limits and description; objects
 * and arrays of objects fold open and shut (native <details>: Enter and Space toggle them).
 * The raw JSON is one more fold away.
 */
export function JsonSchemaView({
  schema,
  components,
}: {
  schema: JsonSchemaObject;
  components: Components;
}) {
  const resolved = resolveRef(schema, components);
  const shown = resolved?.schema ?? schema;
  const children = childrenOf(shown);
  return (
    <div className="space-y-2 text-sm">
      <p className="font-mono text-xs text-sky-300">
        {resolved ? `${resolved.name}: ` : ''}
        {typeLabel(shown)}
      </p>
      {children.length > 0 ? (
        <ul className="space-y-1 border-l border-white/10 pl-3">
          {children.map((child) => (
            <SchemaField key={child.name} {...child} components={components} depth={1} />
          ))}
        </ul>
      ) : null}
      <details className="group">
        <summary className="cursor-pointer text-xs text-zinc-400 hover:text-white focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none">
          Raw JSON Schema
        </summary>
        <pre className="mt-1 max-h-80 overflow-auto rounded-lg bg-black/40 p-3 text-xs text-zinc-300">
          {JSON.stringify(shown, null, 2)}
        </pre>
      </details>
    </div>
  );
}

function SchemaField(props: {
  name: string;
  required: boolean;
  schema: JsonSchemaObject;
  components: Components;
  depth: number;
}) {
  const shown = resolveRef(props.schema, props.components)?.schema ?? props.schema;
  const children = props.depth < MAX_DEPTH ? childrenOf(shown) : [];
  const limits = constraints(shown);
  const description = typeof shown.description === 'string' ? shown.description : null;
  const line = (
    <>
      <span className="font-mono text-white">{props.name}</span>
      {props.required ? (
        <span className="ml-1 text-rose-300" title="required">
          *<span className="sr-only"> (required)</span>
        </span>
      ) : null}
      <span className="ml-2 font-mono text-xs text-sky-300">{typeLabel(shown)}</span>
      {limits.length > 0 ? (
        <span className="ml-2 text-xs text-zinc-500">{limits.join(', ')}</span>
      ) : null}
      {description ? <span className="block text-xs text-zinc-400">{description}</span> : null}
    </>
  );
  if (children.length === 0) return <li className="break-words">{line}</li>;
  return (
    <li>
      <details open={props.depth < 2}>
        <summary className="cursor-pointer break-words focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none">
          {line}
        </summary>
        <ul className="mt-1 space-y-1 border-l border-white/10 pl-3">
          {children.map((child) => (
            <SchemaField
              key={child.name}
              {...child}
              components={props.components}
              depth={props.depth + 1}
            />
          ))}
        </ul>
      </details>
    </li>
  );
}
