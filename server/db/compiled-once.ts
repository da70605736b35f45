// A statement Kysely builds and compiles once per database, then runs with each call's values: for the hottest reads,
// building and compiling the same query on every request was 14 % of their CPU (issue 28, a profile of the
// tournament read). The query is built with markers in place of the values; a call swaps each marker in the compiled
// parameters for its value, so the SQL text is the same on every call (and is prepared once hot, prepared-statements.ts).
import type { CompiledQuery, Kysely } from 'kysely';

/** A query builder (compiled by its own executor) or a raw `sql` statement (compiled for the database given). */
interface CompilableFor<DB, Row> {
  compile(db: Kysely<DB>): CompiledQuery<Row>;
}

const MARK = '\u0000arena-value:';

export function compiledOnce<DB, Row, Name extends string>(
  build: (db: Kysely<DB>, value: (name: Name) => string) => CompilableFor<DB, Row>,
): (db: Kysely<DB>, values: Record<Name, unknown>) => Promise<Row[]> {
  const compiledFor = new WeakMap<Kysely<DB>, CompiledQuery<Row>>();
  return async (db, values) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db, (name) => `${MARK}${name}`).compile(db);
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((parameter) =>
      typeof parameter === 'string' && parameter.startsWith(MARK)
        ? values[parameter.slice(MARK.length) as Name]
        : parameter,
    );
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
