/**
 * A deferred trigger that runs when a transaction inserting into `table` commits: it waits for
 * the advisory lock `gate` (a test holding it holds the commit), then refuses the commit when
 * `column` holds `refused`. For tests of what happens between a statement and its commit
 * (docs/decisions/0112-model-call-before-the-commit.md). PostgreSQL only.
 */
export function commitGateSql(input: {
  table: string;
  column: string;
  refused: string;
  gate: number;
}): string {
  const { table, column, gate } = input;
  const refused = input.refused.replaceAll("'", "''");
  return `
    create function ${table}_commit_gate() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(${gate});
      if new.${column} = '${refused}' then
        raise exception 'refused at commit' using errcode = 'check_violation';
      end if;
      return null;
    end $$;
    create constraint trigger ${table}_commit_gate after insert on ${table}
      deferrable initially deferred for each row execute function ${table}_commit_gate();`;
}
