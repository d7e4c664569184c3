import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';

const components: Components = {
  // Replies come from a model: links leave the app in a new tab and get no access to it.
  a: ({ href, children }) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-rose-300 underline decoration-rose-300/40 underline-offset-2 hover:text-rose-200"
    >
      {children}
    </a>
  ),
  p: ({ children }) => <p className="my-1.5 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-1.5 list-disc space-y-0.5 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-1.5 list-decimal space-y-0.5 pl-5">{children}</ol>,
  strong: ({ children }) => <strong className="font-semibold text-white">{children}</strong>,
  em: ({ children }) => <em className="text-zinc-200 italic">{children}</em>,
  blockquote: ({ children }) => (
    <blockquote className="my-1.5 border-l-2 border-rose-400/50 pl-3 text-zinc-300">
      {children}
    </blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-black/30 px-1 py-0.5 font-mono text-[0.85em]">{children}</code>
  ),
  pre: ({ children }) => (
    <pre className="my-2 overflow-x-auto rounded-lg bg-black/30 p-3 text-xs">{children}</pre>
  ),
  h1: ({ children }) => <p className="my-1.5 font-semibold text-white">{children}</p>,
  h2: ({ children }) => <p className="my-1.5 font-semibold text-white">{children}</p>,
  h3: ({ children }) => <p className="my-1.5 font-semibold text-white">{children}</p>,
};

/**
 * Safe Markdown for chat text: raw HTML is dropped (no rehype-raw), images are not loaded
 * (no tracking pixels from model output), and react-markdown's URL filter removes
 * javascript: and similar links.
 */
export const MessageMarkdown = memo(function MessageMarkdown({ text }: { text: string }) {
  return (
    <Markdown components={components} skipHtml disallowedElements={['img']} unwrapDisallowed>
      {text}
    </Markdown>
  );
});
