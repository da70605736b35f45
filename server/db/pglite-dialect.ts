// A Kysely dialect for embedded PGlite. PGlite has ONE session, so a transaction must own it for its whole
// life: each Kysely transaction runs inside PGlite.transaction(), which holds PGlite's lock, and every other
// query waits. (kysely-pglite issues BEGIN on the shared session and lets concurrent transactions interleave.)
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

type Queryable = Pick<PGlite, 'query'> | Pick<PGliteTransaction, 'query'>;

async function run<R>(target: Queryable, query: CompiledQuery): Promise<QueryResult<R>> {
  const result = await target.query<R>(query.sql, query.parameters as unknown[]);
  const affected = result.affectedRows;
  const isWrite = /^\s*(insert|update|delete|merge)/i.test(query.sql);
  return {
    rows: result.rows,
    ...(isWrite && affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
  };
}

class PGliteConnection implements DatabaseConnection {
  private tx: PGliteTransaction | null = null;
  private finish: ((commit: boolean) => void) | null = null;
  private done: Promise<void> | null = null;

  constructor(private readonly pglite: PGlite) {}

  async begin(): Promise<void> {
    let ready!: () => void;
    let failed!: (error: unknown) => void;
    const started = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    this.done = this.pglite
      .transaction(async (tx) => {
        this.tx = tx;
        const commit = await new Promise<boolean>((resolve) => {
          this.finish = resolve;
          ready();
        });
        if (!commit) await tx.rollback();
      })
      .then(
        () => undefined,
        (error) => {
          failed(error);
          throw error;
        },
      );
    await started;
  }

  async end(commit: boolean): Promise<void> {
    const finish = this.finish;
    const done = this.done;
    this.tx = null;
    this.finish = null;
    this.done = null;
    finish?.(commit);
    await done;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return run<R>(this.tx ?? this.pglite, query);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  constructor(private readonly pglite: PGlite) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.pglite);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).begin();
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end(true);
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end(false);
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
