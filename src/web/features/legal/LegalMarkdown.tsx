import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';

const linkClass =
  'text-rose-300 underline decoration-rose-300/40 underline-offset-2 hover:text-rose-200';

/** Site paths go through the router; anything else (mailto:) stays a plain link. */
function MarkdownLink({ href = '', children }: ComponentPropsWithoutRef<'a'>) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}

const components: Components = {
  h2: ({ children }) => <h2 className="mt-10 mb-3 text-xl font-semibold text-white">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-6 mb-2 font-semibold text-zinc-100">{children}</h3>,
  p: ({ children }) => <p className="my-3 leading-relaxed text-zinc-300">{children}</p>,
  ul: ({ children }) => (
    <ul className="my-3 list-disc space-y-1.5 pl-6 text-zinc-300 marker:text-rose-400">
      {children}
    </ul>
  ),
  ol: ({ children }) => (
    <ol className="my-3 list-decimal space-y-1.5 pl-6 text-zinc-300 marker:text-rose-400">
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="leading-relaxed">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-white">{children}</strong>,
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
};

export function LegalMarkdown({ children }: { children: string }) {
  return <Markdown components={components}>{children}</Markdown>;
}
