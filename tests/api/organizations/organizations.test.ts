// The admin backoffice and organization membership: create, search, edit, lock/unlock, transfer ownership,
// members managed by the owner, the organizer role following membership, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { isOrganizationLocked } from '../../../server/modules/organizations/organization-lock.js';
import { call, setRole, userId } from '../teams/people-kit.js';

describe.each(testEngines())('organizations on %s', (engine) => {
  let server: TestServer;
  let admin: Session;
  let organizer: Session;
  let rival: Session;
  let player: Session;
  let spare: Session;
  let organizerId: string;
  let playerId: string;
  let spareId: string;

  const role = async (session: Session) => (await call(server, 'GET', '/users/current', { session })).body.type;
  const create = (name: string, ownerEmail: string, discord?: string) =>
    call(server, 'POST', '/organizations', {
      session: admin,
      json: { name, ownerEmail, ...(discord ? { discord } : {}) },
    });

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await server.signUp('org-admin@example.com', 'OrgAdmin');
    organizer = await server.signUp('org-owner@example.com', 'OrgOwner');
    rival = await server.signUp('org-rival@example.com', 'OrgRival');
    player = await server.signUp('org-player@example.com', 'OrgPlayer');
    spare = await server.signUp('org-spare@example.com', 'OrgSpare');
    await setRole(server, 'org-admin@example.com', 'admin');
    [organizerId, playerId, spareId] = await Promise.all([
      userId(server, organizer),
      userId(server, player),
      userId(server, spare),
    ]);
  });
  afterAll(async () => server?.close());

  it('an admin creates an organization for an owner found by e-mail, who becomes an organizer', async () => {
    expect(await role(organizer)).toBe('player');
    const created = await create('Nova Events', ' ORG-OWNER@example.com ', 'discord.gg/nova');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Nova Events',
      ownerId: organizerId,
      ownerEmail: 'org-owner@example.com',
      discord: 'discord.gg/nova',
      locked: false,
      memberCount: 1,
    });
    expect(await role(organizer)).toBe('organizer');
    const me = await call(server, 'GET', '/users/current', { session: organizer });
    expect(me.body.permissions.organizations).toContain('read');
    const mine = await call(server, 'GET', '/organizations/current', { session: organizer });
    expect(mine.body).toMatchObject({ viewerRole: 'OWNER', organization: { name: 'Nova Events' } });
    const rivalOrg = await create('Rival League', 'org-rival@example.com');
    expect(rivalOrg.status).toBe(201);
  });

  it('refuses a taken name, an unknown owner, an owner already admin elsewhere, and bad bodies', async () => {
    const before = (await call(server, 'GET', '/organizations', { session: admin })).body.total;
    expect((await create('nova events', 'org-player@example.com')).body).toMatchObject({
      message: 'ORGANIZATION-NAME-EXISTS',
    });
    expect((await create('Ghost Org', 'ghost@example.com')).body).toMatchObject({
      statusCode: 404,
      message: 'ORGANIZATION-OWNER-NOT-FOUND',
    });
    expect((await create('Second Org', 'org-owner@example.com')).body).toMatchObject({
      statusCode: 409,
      message: 'USER-ALREADY-ORGANIZATION-ADMIN',
    });
    const badEmail = await call(server, 'POST', '/organizations', {
      session: admin,
      json: { name: 'X', ownerEmail: 'nope' },
    });
    expect(badEmail.body.formFieldErrors).toEqual({ ownerEmail: 'Invalid e-mail' });
    const noName = await call(server, 'POST', '/organizations', {
      session: admin,
      json: { ownerEmail: 'org-player@example.com' },
    });
    expect(noName.body.formFieldErrors).toEqual({ name: 'This field is required.' });
    const broken = await server.api('/organizations', {
      method: 'POST',
      session: admin,
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
    expect((await call(server, 'GET', '/organizations', { session: admin })).body.total).toBe(before);
    expect(await role(player)).toBe('player');
  });

  it('lists and searches organizations by name, owner e-mail or nickname, with pages', async () => {
    const all = await call(server, 'GET', '/organizations', { session: admin });
    expect(all.body).toMatchObject({ total: 2, page: 1 });
    expect(all.body.items.map((o: { name: string }) => o.name)).toEqual(['Nova Events', 'Rival League']);
    const byName = await call(server, 'GET', '/organizations?search=nova', { session: admin });
    expect(byName.body.items.map((o: { name: string }) => o.name)).toEqual(['Nova Events']);
    const byEmail = await call(server, 'GET', '/organizations?search=org-rival', { session: admin });
    expect(byEmail.body.items.map((o: { name: string }) => o.name)).toEqual(['Rival League']);
    const wildcard = await call(server, 'GET', '/organizations?search=%25', { session: admin });
    expect(wildcard.body.total).toBe(0);
    const paged = await call(server, 'GET', '/organizations?page=2&pageSize=1', { session: admin });
    expect(paged.body.items.map((o: { name: string }) => o.name)).toEqual(['Rival League']);
    const badPage = await call(server, 'GET', '/organizations?page=0', { session: admin });
    expect(badPage.status).toBe(400);
  });

  it('edits name and discord; a taken name is refused', async () => {
    const nova = (await call(server, 'GET', '/organizations/current', { session: organizer })).body.organization;
    const edited = await call(server, 'PUT', `/organizations/${nova.id}`, {
      session: admin,
      json: { name: 'Nova Esports', discord: '' },
    });
    expect(edited.body).toMatchObject({ name: 'Nova Esports', discord: null });
    const taken = await call(server, 'PUT', `/organizations/${nova.id}`, {
      session: admin,
      json: { name: 'RIVAL LEAGUE' },
    });
    expect(taken.body.message).toBe('ORGANIZATION-NAME-EXISTS');
    const missing = await call(server, 'PUT', '/organizations/00000000-0000-4000-8000-000000000000', {
      session: admin,
      json: { name: 'Nobody' },
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'ORGANIZATION-NOT-FOUND' } });
  });

  it('locks and unlocks; isOrganizationLocked tells the tournament capability', async () => {
    const nova = (await call(server, 'GET', '/organizations/current', { session: organizer })).body.organization;
    const locked = await call(server, 'PUT', `/organizations/${nova.id}/lock`, { session: admin });
    expect(locked.body.locked).toBe(true);
    expect(await isOrganizationLocked(server.database.handle.db, nova.id)).toBe(true);
    // Members still see their own organization while it is locked.
    expect((await call(server, 'GET', '/organizations/current', { session: organizer })).body.organization.locked).toBe(
      true,
    );
    const unlocked = await call(server, 'PUT', `/organizations/${nova.id}/unlock`, { session: admin });
    expect(unlocked.body.locked).toBe(false);
    expect(await isOrganizationLocked(server.database.handle.db, nova.id)).toBe(false);
  });

  it('the owner manages organizers: add by e-mail (role follows), refuse duplicates and strangers, remove', async () => {
    const nova = (await call(server, 'GET', '/organizations/current', { session: organizer })).body.organization;
    const added = await call(server, 'POST', `/organizations/${nova.id}/members`, {
      session: organizer,
      json: { email: 'org-player@example.com' },
    });
    expect(added.status).toBe(200);
    expect(added.body.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [organizerId, 'OWNER'],
      [playerId, 'MEMBER'],
    ]);
    expect(await role(player)).toBe('organizer');
    const twice = await call(server, 'POST', `/organizations/${nova.id}/members`, {
      session: organizer,
      json: { email: 'org-player@example.com' },
    });
    expect(twice.body.message).toBe('ORGANIZATION-ALREADY-MEMBER');
    const elsewhere = await call(server, 'POST', `/organizations/${nova.id}/members`, {
      session: organizer,
      json: { email: 'org-rival@example.com' },
    });
    expect(elsewhere.body.message).toBe('USER-ALREADY-ORGANIZATION-ADMIN');
    const unknown = await call(server, 'POST', `/organizations/${nova.id}/members`, {
      session: organizer,
      json: { email: 'nobody@example.com' },
    });
    expect(unknown.body.message).toBe('ORGANIZATION-USER-NOT-FOUND-BY-EMAIL');
    const byMember = await call(server, 'POST', `/organizations/${nova.id}/members`, {
      session: player,
      json: { email: 'org-spare@example.com' },
    });
    expect(byMember.body.message).toBe('ORGANIZATION-NOT-FOUND');
    const removeOwner = await call(server, 'DELETE', `/organizations/${nova.id}/members/${organizerId}`, {
      session: organizer,
    });
    expect(removeOwner.body.message).toBe('ORGANIZATION-CANNOT-REMOVE-OWNER');
    const removed = await call(server, 'DELETE', `/organizations/${nova.id}/members/${playerId}`, {
      session: organizer,
    });
    expect(removed.body).toHaveLength(1);
    expect(await role(player)).toBe('player');
    const again = await call(server, 'DELETE', `/organizations/${nova.id}/members/${playerId}`, { session: organizer });
    expect(again.body.message).toBe('ORGANIZATION-MEMBER-NOT-FOUND');
  });

  it('transfers ownership by e-mail: the old owner stays an organizer; unknown or busy users are refused', async () => {
    const nova = (await call(server, 'GET', '/organizations/current', { session: organizer })).body.organization;
    const unknown = await call(server, 'PUT', `/organizations/${nova.id}/owner`, {
      session: admin,
      json: { email: 'nobody@example.com' },
    });
    expect(unknown.body.message).toBe('ORGANIZATION-USER-NOT-FOUND-BY-EMAIL');
    const busy = await call(server, 'PUT', `/organizations/${nova.id}/owner`, {
      session: admin,
      json: { email: 'org-rival@example.com' },
    });
    expect(busy.body.message).toBe('USER-ALREADY-ORGANIZATION-ADMIN');
    const moved = await call(server, 'PUT', `/organizations/${nova.id}/owner`, {
      session: admin,
      json: { email: 'org-spare@example.com' },
    });
    expect(moved.body).toMatchObject({ ownerId: spareId, memberCount: 2 });
    expect(await role(spare)).toBe('organizer');
    expect(await role(organizer)).toBe('organizer');
    expect((await call(server, 'GET', '/organizations/current', { session: organizer })).body.viewerRole).toBe(
      'MEMBER',
    );
    // Hand it back for the matrix below.
    await call(server, 'PUT', `/organizations/${nova.id}/owner`, {
      session: admin,
      json: { email: 'org-owner@example.com' },
    });
  });

  it('authorization matrix: visitor, player, organizer of another organization, organizer, admin', async () => {
    const nova = (await call(server, 'GET', '/organizations/current', { session: organizer })).body.organization;
    const adminOnly: [method: 'GET' | 'POST' | 'PUT', path: string, json?: unknown][] = [
      ['GET', '/organizations'],
      ['POST', '/organizations', { name: 'Sneaky', ownerEmail: 'org-player@example.com' }],
      ['PUT', `/organizations/${nova.id}`, { name: 'Sneaky' }],
      ['PUT', `/organizations/${nova.id}/lock`],
      ['PUT', `/organizations/${nova.id}/unlock`],
      ['PUT', `/organizations/${nova.id}/owner`, { email: 'org-rival@example.com' }],
    ];
    for (const [method, path, json] of adminOnly) {
      expect((await call(server, method, path, { json })).status, `visitor ${method} ${path}`).toBe(401);
      for (const session of [player, rival, organizer]) {
        const answer = await call(server, method, path, { session, json });
        expect(answer, `${method} ${path}`).toMatchObject({ status: 403, body: { message: 'FORBIDDEN' } });
      }
    }
    // Reading and managing an organization through its id: only its members (managing: its owner) and admins.
    const ownView = await call(server, 'GET', `/organizations/${nova.id}`, { session: organizer });
    expect(ownView.status).toBe(200);
    for (const session of [rival, player]) {
      expect((await call(server, 'GET', `/organizations/${nova.id}`, { session })).body.message).toBe(
        'ORGANIZATION-NOT-FOUND',
      );
      expect((await call(server, 'GET', `/organizations/${nova.id}/members`, { session })).body.message).toBe(
        'ORGANIZATION-NOT-FOUND',
      );
      expect(
        (
          await call(server, 'POST', `/organizations/${nova.id}/members`, {
            session,
            json: { email: 'org-player@example.com' },
          })
        ).body.message,
      ).toBe('ORGANIZATION-NOT-FOUND');
      expect(
        (await call(server, 'DELETE', `/organizations/${nova.id}/members/${spareId}`, { session })).body.message,
      ).toBe('ORGANIZATION-NOT-FOUND');
    }
    expect((await call(server, 'GET', '/organizations/current', { session: player })).status).toBe(403);
    expect((await call(server, 'GET', `/organizations/${nova.id}/members`, { session: admin })).status).toBe(200);
    const adminAdds = await call(server, 'POST', `/organizations/${nova.id}/members`, {
      session: admin,
      json: { email: 'org-player@example.com' },
    });
    expect(adminAdds.status).toBe(200);
    // Nothing above changed the organization.
    const after = await call(server, 'GET', `/organizations/${nova.id}`, { session: admin });
    expect(after.body).toMatchObject({ name: 'Nova Esports', ownerId: organizerId, locked: false });
  });

  it('an admin who owns an organization keeps the admin role', async () => {
    const adminOrg = await create('Admin House', 'org-admin@example.com');
    expect(adminOrg.status).toBe(201);
    expect(await role(admin)).toBe('admin');
    const db = server.database.handle.db;
    const roles = await sql<{
      role: string;
    }>`SELECT role FROM users WHERE lower(email) = 'org-admin@example.com'`.execute(db);
    expect(roles.rows[0].role).toBe('admin');
  });
});
