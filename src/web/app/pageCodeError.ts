/** A page's code failed to download: a retry has to reload (a failed import stays failed). */
export class PageCodeError extends Error {
  constructor(cause: unknown) {
    super('A page failed to load', { cause });
    this.name = 'PageCodeError';
  }
}
