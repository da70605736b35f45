// Small helpers shared by the API suites: calling the API as a session, images, teams, people and roles.
// Helpers that return an API body return the contract's type; `call` itself answers `any` unless told a type,
// since suites also probe error bodies and malformed answers.
import sharp from 'sharp';
import { sql } from 'kysely';
import type { Team } from '../../src/contract/teams.js';
import type { CurrentUser } from '../../src/contract/users.js';
import type { Session, TestServer } from './test-server.js';

export interface Answer<T = any> {
  status: number;
  body: T;
}

export async function call<T = any>(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { session?: Session; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await server.api(path, { method, session: options.session, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
export const jpg = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: '#22c55e' } })
    .jpeg()
    .toBuffer();
export const gif = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();

export function teamForm(fields: {
  name?: string;
  avatar?: { bytes: Buffer; filename?: string; type?: string };
}): FormData {
  const form = new FormData();
  if (fields.name !== undefined) form.append('name', fields.name);
  if (fields.avatar)
    form.append(
      'avatar',
      new Blob([new Uint8Array(fields.avatar.bytes)], { type: fields.avatar.type ?? 'image/png' }),
      fields.avatar.filename ?? 'avatar.png',
    );
  return form;
}

export async function createTeam(server: TestServer, session: Session, name: string, avatar?: Buffer): Promise<Team> {
  const answer = await call<Team>(server, 'POST', '/teams', {
    session,
    form: teamForm({ name, avatar: avatar ? { bytes: avatar } : undefined }),
  });
  if (answer.status !== 201)
    throw new Error(`team ${name} not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function currentUser(server: TestServer, session: Session): Promise<CurrentUser> {
  const answer = await call<CurrentUser>(server, 'GET', '/users/current', { session });
  if (answer.status !== 200) throw new Error(`no current user: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function userId(server: TestServer, session: Session): Promise<string> {
  return (await currentUser(server, session)).id;
}

export async function setRole(server: TestServer, email: string, role: 'player' | 'organizer' | 'admin') {
  await sql`UPDATE users SET role = ${role} WHERE lower(email) = ${email.toLowerCase()}`.execute(
    server.database.handle.db,
  );
}

export async function count(server: TestServer, table: string, where = 'true'): Promise<number> {
  const result = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${sql.raw(where)}`.execute(server.database.handle.db);
  return Number(result.rows[0].n);
}

/** Invites `email` to the team as its owner and, when a session is given, accepts as that person. */
export async function addMember(server: TestServer, owner: Session, teamId: string, email: string, member?: Session) {
  const invited = await call(server, 'PUT', `/teams/${teamId}/member-invite`, { session: owner, json: { email } });
  if (invited.status !== 200) throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  if (member) {
    const accepted = await call(server, 'PUT', `/teams/${teamId}/accept`, { session: member, json: { teamId } });
    if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  }
}

export const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;
