/** A crisis reading's level: 'high' → the crisis reply, 'low' → the check-in, null → none. */
export type CrisisLevel = 'high' | 'low' | null;

/** The strongest of several readings of one message. */
export function strongestCrisis(...levels: CrisisLevel[]): CrisisLevel {
  if (levels.includes('high')) return 'high';
  return levels.includes('low') ? 'low' : null;
}
