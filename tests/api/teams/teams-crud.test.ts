// POST/PUT/DELETE/GET /teams: create with and without avatar, unique names, avatar checks by content,
// edits by the owner only, deletion, lists and lookups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, count, createTeam, gif, jpg, png, teamForm, userId } from './people-kit.js';

describe.each(testEngines())('teams: create, edit, delete on %s', (engine) => {
  let server: TestServer;
  let owner: Session;
  let other: Session;
  let ownerId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await server.signUp('crud-owner@example.com', 'CrudOwner');
    other = await server.signUp('crud-other@example.com', 'CrudOther');
    ownerId = await userId(server, owner);
  });
  afterAll(async () => server?.close());

  it('creates a team with a png avatar, re-encoded and served, with the creator as owner and captain', async () => {
    const created = await call(server, 'POST', '/teams', {
      session: owner,
      form: teamForm({ name: '  Nova Five  ', avatar: { bytes: await png(300, 200) } }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Nova Five',
      ownerId,
      captainId: ownerId,
      memberCount: 1,
      viewerRole: 'OWNER',
      inTournament: false,
    });
    expect(created.body.avatarUrl).toMatch(/^\/uploads\/team-avatars\/.+\.png$/);
    const served = await fetch(`${server.baseUrl}${created.body.avatarUrl}`);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
    const members = await call(server, 'GET', `/teams/${created.body.id}/members`, { session: owner });
    expect(members.body.members).toEqual([
      expect.objectContaining({ userId: ownerId, role: 'OWNER', isCaptain: true, nickname: 'CrudOwner' }),
    ]);
  });

  it('accepts a jpg avatar and a team without avatar', async () => {
    const withJpg = await call(server, 'POST', '/teams', {
      session: owner,
      form: teamForm({ name: 'Jpeg Squad', avatar: { bytes: await jpg(), filename: 'a.jpg', type: 'image/jpeg' } }),
    });
    expect(withJpg.status).toBe(201);
    expect(withJpg.body.avatarUrl).toMatch(/\.png$/);
    const bare = await createTeam(server, owner, 'No Picture');
    expect(bare.avatarUrl).toBeNull();
  });

  it('refuses a name already used, whatever the case (ALREADY_EXISTS), and writes nothing', async () => {
    const before = await count(server, 'teams');
    const again = await call(server, 'POST', '/teams', { session: other, form: teamForm({ name: 'NOVA FIVE' }) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'ALREADY_EXISTS',
      formFieldErrors: { name: 'A team with this name already exists.' },
    });
    expect(await count(server, 'teams')).toBe(before);
  });

  it('refuses mislabelled and non png/jpg avatars with NOT_VALID_VALUE, and writes nothing', async () => {
    const before = await count(server, 'teams');
    const uploadsBefore = await count(server, 'team_members');
    for (const bytes of [
      Buffer.from('definitely not a picture'),
      await gif(),
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer(),
      (await png()).subarray(0, 60),
    ]) {
      const answer = await call(server, 'POST', '/teams', {
        session: other,
        form: teamForm({ name: 'Fakers', avatar: { bytes, filename: 'x.png', type: 'image/png' } }),
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        message: 'NOT_VALID_VALUE',
        formFieldErrors: { avatar: 'This avatar format is invalid. Please use .png or .jpg files.' },
      });
    }
    expect(await count(server, 'teams')).toBe(before);
    expect(await count(server, 'team_members')).toBe(uploadsBefore);
  });

  it('validates the name and the body shape: 4xx, never 500', async () => {
    const missing = await call(server, 'POST', '/teams', { session: other, form: teamForm({}) });
    expect(missing.status).toBe(400);
    expect(missing.body.formFieldErrors).toEqual({ name: 'This field is required.' });
    const blank = await call(server, 'POST', '/teams', { session: other, form: teamForm({ name: '   ' }) });
    expect(blank.body.formFieldErrors).toEqual({ name: 'This field is required.' });
    const long = await call(server, 'POST', '/teams', { session: other, form: teamForm({ name: 'x'.repeat(257) }) });
    expect(long.body.formFieldErrors).toEqual({ name: 'The value cannot exceed 256 characters.' });
    const asJson = await call(server, 'POST', '/teams', { session: other, json: { name: 'Json Team' } });
    expect(asJson.status).toBe(415);
    const big = await call(server, 'POST', '/teams', {
      session: other,
      form: teamForm({ name: 'Big', avatar: { bytes: Buffer.alloc(6 * 1024 * 1024, 1) } }),
    });
    expect(big.status).toBe(413);
    const broken = await server.api('/teams', {
      method: 'POST',
      session: other,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nBroken',
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect(await count(server, 'teams', "lower(name) in ('json team','big','broken')")).toBe(0);
  });

  it("looks a team up, lists mine and lists another user's publicly; an unknown team is TEAM-NOT-FOUND", async () => {
    const team = await createTeam(server, other, 'Other Crew');
    const publicView = await call(server, 'GET', `/teams/${team.id}`);
    expect(publicView.status).toBe(200);
    expect(publicView.body).toMatchObject({ name: 'Other Crew', viewerRole: null, memberCount: 1 });
    const mine = await call(server, 'GET', '/teams', { session: owner });
    expect(mine.body.map((t: { name: string }) => t.name)).toEqual(['Jpeg Squad', 'No Picture', 'Nova Five']);
    const ofOther = await call(server, 'GET', `/teams?userId=${ownerId}`);
    expect(ofOther.status).toBe(200);
    expect(ofOther.body.map((t: { viewerRole: string | null }) => t.viewerRole)).toEqual([null, null, null]);
    const visitorMine = await call(server, 'GET', '/teams');
    expect(visitorMine.status).toBe(401);
    expect(visitorMine.body.message.loginUrl).toBeTruthy();
    const unknown = await call(server, 'GET', '/teams/00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'TEAM-NOT-FOUND' } });
    const notAnId = await call(server, 'GET', '/teams/not-a-uuid');
    expect(notAnId.status).toBe(400);
  });

  it('the owner renames and changes the avatar; each field only when provided', async () => {
    const team = await createTeam(server, owner, 'Rename Me', await png());
    const renamed = await call(server, 'PUT', `/teams/${team.id}`, {
      session: owner,
      form: teamForm({ name: 'Renamed' }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', avatarUrl: team.avatarUrl });
    const newAvatar = await call(server, 'PUT', `/teams/${team.id}`, {
      session: owner,
      form: teamForm({ avatar: { bytes: await jpg(), type: 'image/jpeg', filename: 'b.jpg' } }),
    });
    expect(newAvatar.body.name).toBe('Renamed');
    expect(newAvatar.body.avatarUrl).not.toBe(team.avatarUrl);
    const sameNameOtherCase = await call(server, 'PUT', `/teams/${team.id}`, {
      session: owner,
      form: teamForm({ name: 'RENAMED' }),
    });
    expect(sameNameOtherCase.status).toBe(200);
    const taken = await call(server, 'PUT', `/teams/${team.id}`, {
      session: owner,
      form: teamForm({ name: 'other crew' }),
    });
    expect(taken.body.message).toBe('ALREADY_EXISTS');
    const badAvatar = await call(server, 'PUT', `/teams/${team.id}`, {
      session: owner,
      form: teamForm({ name: 'Half Written', avatar: { bytes: Buffer.from('GIF89a nope') } }),
    });
    expect(badAvatar.body.message).toBe('NOT_VALID_VALUE');
    const after = await call(server, 'GET', `/teams/${team.id}`);
    expect(after.body).toMatchObject({ name: 'RENAMED', avatarUrl: newAvatar.body.avatarUrl });
  });

  it('only the owner edits or deletes; others get TEAM-NOT-FOUND-OR-NOT-OWNER like for a missing team', async () => {
    const team = await createTeam(server, owner, 'Guarded');
    const edit = await call(server, 'PUT', `/teams/${team.id}`, {
      session: other,
      form: teamForm({ name: 'Hijacked' }),
    });
    expect(edit).toMatchObject({ status: 404, body: { message: 'TEAM-NOT-FOUND-OR-NOT-OWNER' } });
    const remove = await call(server, 'DELETE', `/teams/${team.id}`, { session: other });
    expect(remove).toMatchObject({ status: 404, body: { message: 'TEAM-NOT-FOUND-OR-NOT-OWNER' } });
    const missing = await call(server, 'DELETE', '/teams/00000000-0000-4000-8000-000000000000', { session: other });
    expect(missing.body).toEqual(remove.body);
    const visitor = await call(server, 'DELETE', `/teams/${team.id}`);
    expect(visitor.status).toBe(401);
    expect((await call(server, 'GET', `/teams/${team.id}`)).body.name).toBe('Guarded');
  });

  it('the owner deletes the team: members and invitations go with it, the lookup then answers 404', async () => {
    const team = await createTeam(server, owner, 'Short Lived');
    await call(server, 'PUT', `/teams/${team.id}/member-invite`, {
      session: owner,
      json: { email: 'someone@example.com' },
    });
    const deleted = await call(server, 'DELETE', `/teams/${team.id}`, { session: owner });
    expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
    expect((await call(server, 'GET', `/teams/${team.id}`)).status).toBe(404);
    expect(await count(server, 'team_members', `team_id = '${team.id}'`)).toBe(0);
    expect(await count(server, 'team_invitations', `team_id = '${team.id}'`)).toBe(0);
    const recreated = await createTeam(server, other, 'Short Lived');
    expect(recreated.name).toBe('Short Lived');
  });
});
