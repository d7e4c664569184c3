import type { Database, DbExecutor } from '#server/db/client.js';

/**
 * Each feature that stores a user's rows registers how to export, delete and (for guests)
 * move them. Account deletion and guest claims then cover every feature in one transaction.
 */
export interface UserDataOwner {
  name: string;
  exportRows?: (db: DbExecutor, userId: string) => Promise<unknown>;
  /** Rows not removed by the user row's ON DELETE CASCADE. */
  deleteRows?: (db: DbExecutor, userId: string) => Promise<void>;
  claimGuestRows?: (db: DbExecutor, guestId: string, userId: string) => Promise<void>;
}

export function createAccountDataRegistry(db: Database) {
  const owners: UserDataOwner[] = [];
  return {
    register(owner: UserDataOwner) {
      owners.push(owner);
    },
    async exportAll(userId: string) {
      const sections: Record<string, unknown> = {};
      for (const owner of owners) {
        if (owner.exportRows) sections[owner.name] = await owner.exportRows(db, userId);
      }
      return sections;
    },
    /** Runs every owner's deletion plus `finalStep` (the user row itself) atomically. */
    async deleteAll(userId: string, finalStep: (tx: DbExecutor) => Promise<void>) {
      await db.transaction(async (tx) => {
        for (const owner of owners) await owner.deleteRows?.(tx, userId);
        await finalStep(tx);
      });
    },
    async claimGuest(guestId: string, userId: string) {
      await db.transaction(async (tx) => {
        for (const owner of owners) await owner.claimGuestRows?.(tx, guestId, userId);
      });
    },
  };
}

export type AccountDataRegistry = ReturnType<typeof createAccountDataRegistry>;
