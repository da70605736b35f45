// Named prepared statements for the queries a server runs over and over (PostgreSQL only). PostgreSQL then
// parses and plans each of them once per connection instead of on every call, which is a large share of its
// CPU for the short statements of a registration rush (measured: +22 % registrations/s on 2 cores).
// Kysely also builds one-off texts (IN lists of every length), so a text is prepared only once it has proved
// hot, and only a bounded number of texts ever are: server-side memory stays bounded per connection.
// Texts are looked up by length first, then compared: Kysely builds a new string for every query, and keying a Map by
// it hashed the whole text (several KB for the report statements) on every call, 2 % of a report's CPU (issue 28); a
// comparison with the few known texts of the same length stops at the first differing character or runs as a memory
// compare. Names are a per-process counter: a statement is prepared only on this process's own connections.
import type pg from 'pg';

/** Calls of the same text before it is prepared. */
const HOT_AFTER = 20;
/** At most this many prepared texts per process (and so per connection). */
const MAX_PREPARED = 256;

interface Known {
  text: string;
  /** Calls so far while not yet prepared; the name once it is. */
  calls: number;
  name?: string;
}

export class StatementNames {
  /** Texts seen (hot or counting), by length. */
  private readonly byLength = new Map<number, Known[]>();
  private counting = 0;
  private prepared = 0;

  /** The statement name for `text`, or undefined while it is not (or may never be) prepared. */
  nameOf(text: string): string | undefined {
    const sameLength = this.byLength.get(text.length);
    const known = sameLength?.find((entry) => entry.text === text);
    if (known?.name) return known.name;
    if (this.prepared >= MAX_PREPARED) return undefined;
    if (!known) {
      // Forget the counting texts now and then so one-off texts cannot grow the map without bound.
      if (this.counting > 10_000) this.forgetCounting();
      const entry: Known = { text, calls: 1 };
      if (sameLength) sameLength.push(entry);
      else this.byLength.set(text.length, [entry]);
      this.counting++;
      return undefined;
    }
    if (++known.calls < HOT_AFTER) return undefined;
    this.counting--;
    known.name = `arena_${++this.prepared}`;
    return known.name;
  }

  private forgetCounting() {
    for (const [length, entries] of this.byLength) {
      const hot = entries.filter((entry) => entry.name);
      if (hot.length > 0) this.byLength.set(length, hot);
      else this.byLength.delete(length);
    }
    this.counting = 0;
  }
}

/** `pool` as Kysely sees it, with every parameterised query of a hot text sent as a named statement. */
export function withPreparedStatements(pool: pg.Pool, names = new StatementNames()): pg.Pool {
  const wrapClient = (client: pg.PoolClient): pg.PoolClient =>
    new Proxy(client, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
        return (text: unknown, values?: unknown[]) => {
          const name = typeof text === 'string' && Array.isArray(values) ? names.nameOf(text) : undefined;
          return name ? target.query({ name, text: text as string, values }) : target.query(text as string, values);
        };
      },
    });
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'connect') return Reflect.get(target, property, receiver) as unknown;
      return async () => wrapClient(await target.connect());
    },
  });
}
