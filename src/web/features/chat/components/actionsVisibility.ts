/**
 * Message actions appear on hover or focus. Touch screens cannot hover: there the latest
 * message keeps its actions in view and the others show theirs when tapped (focused).
 */
export function actionsVisibility(latest: boolean): string {
  return (
    'flex items-center opacity-0 transition group-hover:opacity-100 group-focus-within:opacity-100' +
    (latest ? ' [@media(hover:none)]:opacity-100' : '')
  );
}
