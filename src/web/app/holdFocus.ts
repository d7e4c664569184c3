const controlsIn = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)'),
];

/**
 * Focus for a modal drawn in place (the 18+ question, app/AgeGateQuestion.tsx): it moves to the
 * modal's first control, and Tab and Shift+Tab go round its controls. The rest of the page is
 * made `inert` by whoever draws it (app/AppLayout.tsx). Returns the undo.
 */
export function holdFocus(dialog: HTMLElement): () => void {
  // In a task of its own: focusing makes the browser restyle the page at once, and React's
  // commit that enabled the answers has just changed it (one long task on a slow phone).
  const focusFirst = setTimeout(() => controlsIn(dialog)[0]?.focus());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const controls = controlsIn(dialog);
    const [first, last] = [controls[0], controls.at(-1)];
    if (!first || !last) return;
    const focused = document.activeElement;
    const inside = dialog.contains(focused);
    const wrapTo = event.shiftKey
      ? (focused === first || !inside) && last
      : (focused === last || !inside) && first;
    if (!wrapTo) return;
    event.preventDefault();
    wrapTo.focus();
  };
  document.addEventListener('keydown', onKeyDown, true);
  return () => {
    clearTimeout(focusFirst);
    document.removeEventListener('keydown', onKeyDown, true);
  };
}
