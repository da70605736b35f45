// The table-ownership ESLint rule (tests/architecture/table-ownership-rule.js): `npm run lint` applies it to the
// whole server; these cases run it on small sources to show it fails on a foreign query and lets an owned one
// through, and that the owner map really comes from the table declarations.
import { Linter } from 'eslint';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript rule module (ESLint loads it without a TypeScript loader)
import { ownershipProblem, tableOwners, tableOwnership, tablesInSql } from './table-ownership-rule.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The rule's messages for `code` as if it were the file at `path`. */
function lint(path: string, code: string): string[] {
  const linter = new Linter({ cwd: ROOT });
  const config = [
    {
      files: ['**/*.ts'],
      plugins: { arena: { rules: { 'table-ownership': tableOwnership } } },
      rules: { 'arena/table-ownership': 'error' as const },
    },
  ];
  return linter.verify(code, config, { filename: resolve(ROOT, path) }).map((message) => message.message);
}

describe('table ownership', () => {
  it('takes each table’s owner from the module that declares it', () => {
    const owners = tableOwners() as Map<string, string>;
    expect(owners.get('tournaments')).toBe('tournaments');
    expect(owners.get('tournament_registrations')).toBe('tournaments');
    expect(owners.get('users')).toBe('users');
    expect(owners.get('player_notices')).toBe('notices');
    expect(owners.get('matches')).toBe('matches');
    expect(owners.get('idp_accounts')).toBe('idp');
    // Only the tables, not the columns of a row type written inline (uniq-tables.ts).
    expect(owners.get('uniq_factories')).toBe('uniqs');
    expect(owners.has('organization_id')).toBe(false);
  });

  it('passes a module querying its own tables', () => {
    const code = `
      db.selectFrom('matches as m').innerJoin('match_reports as r', 'r.match_id', 'm.id').selectAll().execute();
      trx.updateTable('tournament_play').set({ finished_at: at }).execute();
      sql\`update matches set status = 'READY' from tournament_rounds where matches.round_id = 1\`;
    `;
    expect(lint('server/modules/matches/play/play-service.ts', code)).toEqual([]);
  });

  it('fails a module writing a table another module owns', () => {
    expect(
      lint('server/modules/matches/play/play-service.ts', `trx.updateTable('tournaments').set({}).execute();`),
    ).toEqual([
      '"matches" writes table "tournaments", which "tournaments" owns; call a function of tournaments\'s face instead',
    ]);
    expect(
      lint('server/modules/wallet/wallet-link-service.ts', `db.updateTable('users').set({}).execute();`),
    ).toHaveLength(1);
    expect(
      lint('server/modules/matches/play/play-repository.ts', `trx.insertInto('player_notices').values([]);`),
    ).toHaveLength(1);
    expect(lint('server/modules/teams/x.ts', `trx.deleteFrom('tournament_registrations').execute();`)).toHaveLength(1);
  });

  it('fails a foreign read: from, join, and raw SQL', () => {
    expect(lint('server/modules/teams/x.ts', `db.selectFrom('tournaments as t').selectAll();`)).toEqual([
      '"teams" reads table "tournaments", which "tournaments" owns; call a function of tournaments\'s face instead',
    ]);
    expect(
      lint('server/modules/teams/x.ts', `db.selectFrom('teams').leftJoin('matches as m', 'm.id', 'x');`),
    ).toHaveLength(1);
    expect(
      lint('server/modules/teams/x.ts', 'sql`select 1 from tournament_registrations r where r.id = ${id}`;'),
    ).toHaveLength(1);
    expect(lint('server/modules/teams/x.ts', 'sql`insert into matches (id) values (${id})`;')).toEqual([
      '"teams" writes table "matches", which "matches" owns; call a function of matches\'s face instead',
    ]);
  });

  it('lets listed foreign reads through but never a foreign write', () => {
    // A list like FOREIGN_READS_TO_RETIRE, handed in: the real one only shrinks.
    const toRetire = { notices: ['tournaments'] };
    const problem = (path: string, table: string, write: boolean) =>
      ownershipProblem(resolve(ROOT, path), table, write, tableOwners(), toRetire) as string | null;
    expect(problem('server/modules/notices/player-notices.ts', 'tournaments', false)).toBeNull();
    expect(problem('server/modules/notices/player-notices.ts', 'tournaments', true)).toBe(
      '"notices" writes table "tournaments", which "tournaments" owns; call a function of tournaments\'s face instead',
    );
    // Listed for one module only: another reading it still fails.
    expect(problem('server/modules/teams/x.ts', 'tournaments', false)).toMatch(/^"teams" reads table "tournaments"/);
  });

  it('fails a foreign read once its module is off the list (matches, notices: they read through the faces)', () => {
    expect(lint('server/modules/notices/player-notices.ts', `db.selectFrom('tournaments').selectAll();`)).toEqual([
      '"notices" reads table "tournaments", which "tournaments" owns; call a function of tournaments\'s face instead',
    ]);
    expect(
      lint(
        'server/modules/matches/reads/match-reads.ts',
        'sql`select 1 from tournament_registrations r join users u on true`;',
      ),
    ).toHaveLength(2);
  });

  it('leaves files outside the server and unknown names alone', () => {
    expect(lint('web/features/x/y.ts', `db.selectFrom('tournaments');`)).toEqual([]);
    expect(lint('server/modules/teams/x.ts', `db.with('ranked', q).selectFrom('ranked');`)).toEqual([]);
  });

  it('reads table names out of SQL text, not columns or functions', () => {
    expect(tablesInSql('select * from tournaments t join users u on u.id = t.owner')).toEqual([
      { table: 'tournaments', write: false },
      { table: 'users', write: false },
    ]);
    expect(tablesInSql('update matches set x = 1')).toEqual([{ table: 'matches', write: true }]);
    expect(tablesInSql('delete from matches')).toEqual([{ table: 'matches', write: true }]);
    expect(tablesInSql('insert into "teams"(id) values (1)')).toEqual([{ table: 'teams', write: true }]);
    expect(tablesInSql('extract(epoch from t.created_at) is distinct from tournaments.status')).toEqual([]);
  });
});
