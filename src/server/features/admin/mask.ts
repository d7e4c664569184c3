/** Shows only the last 4 characters of an id, so admins can tell users apart without the id. */
export function maskId(id: string): string {
  return `••••${id.slice(-4)}`;
}
