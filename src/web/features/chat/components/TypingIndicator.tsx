/** Three bouncing dots while the character "types" (until the first words arrive). */
export function TypingIndicator({ name }: { name: string }) {
  return (
    <span
      role="img"
      aria-label={`${name} is typing`}
      data-testid="typing-indicator"
      className="flex h-5 items-center gap-1"
    >
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="h-1.5 w-1.5 animate-bounce rounded-full bg-zinc-400"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
