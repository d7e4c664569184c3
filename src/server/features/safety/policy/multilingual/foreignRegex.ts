/**
 * Whole words of the loose reading (normalize.ts: letter runs capped at two, not squeezed), so a
 * lexicon keeps its own spelling: squeezing would make Spanish "perro" (dog) read "pero" (but).
 */
export const foreignWordRegex = (source: string, flags = '') =>
  new RegExp(`(?<![a-z0-9])${elided(source)}(?![a-z0-9])`, flags);

/**
 * The normaliser joins an elided article to its word ("l'amore" → "lamore", "d'adieu" →
 * "dadieu"), so a lexicon's "l amore" or "lettre d adieu" matches with or without the space.
 */
const elided = (source: string) => source.replace(/(?<![a-z\\])([cdjlmnst]) (?=[a-z(])/g, '$1 ?');
