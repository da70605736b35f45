// Organizer calls around the sections: unlocking (erasing dependent sections), art uploads referenced from the
// main information, the leaderboard link and its format rule, and the participants list with its privacy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, png } from '../teams/people-kit.js';
import {
  addGame,
  createDraft,
  createPublished,
  format,
  futureSchedule,
  mainInformation,
  makeOrganizer,
  saveSection,
  settings,
  soloBody,
} from './tournament-kit.js';

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]);

function mediaForm(kind: string, bytes?: Buffer, type = 'image/png'): FormData {
  const form = new FormData();
  form.append('kind', kind);
  if (bytes) form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'art');
  return form;
}

describe.each(testEngines())('tournament sections content on %s', (engine) => {
  let server: TestServer;
  let organizer: Session;
  let rival: Session;
  let player: Session;
  let leaderboards: { points: string; rank: string; rivals: string };

  const upload = (session: Session, id: string, kind: string, bytes?: Buffer, type?: string) =>
    call(server, 'POST', `/tournaments/${id}/media`, { session, form: mediaForm(kind, bytes, type) });

  beforeAll(async () => {
    server = await startTestServer(engine);
    [organizer, rival, player] = await Promise.all([
      server.signUp('content-org@example.com', 'ContentOrg'),
      server.signUp('content-rival@example.com', 'ContentRival'),
      server.signUp('content-player@example.com', 'ContentPlayer'),
    ]);
    await makeOrganizer(server, organizer, 'Content Events');
    await makeOrganizer(server, rival, 'Rival Content');
    await addGame(server, 'chess', 'Chess');
    const create = async (session: Session, name: string, kind: string) => {
      const answer = await call(server, 'POST', '/leaderboards', { session, json: { name, kind } });
      expect(answer.status).toBe(201);
      return answer.body.id as string;
    };
    leaderboards = {
      points: await create(organizer, 'Season Points', 'POINTS'),
      rank: await create(organizer, 'Season Ranking', 'RANK'),
      rivals: await create(rival, 'Rival Ranking', 'RANK'),
    };
  });
  afterAll(async () => server?.close());

  it('unlocking the format erases the leaderboard link, schedule and prizes but keeps earlier sections', async () => {
    const id = await createDraft(server, organizer);
    await saveSection(server, organizer, id, 'main-information', mainInformation());
    await saveSection(server, organizer, id, 'settings', settings());
    await saveSection(server, organizer, id, 'format', format());
    await saveSection(server, organizer, id, 'leaderboard', { leaderboardId: leaderboards.rank });
    await saveSection(server, organizer, id, 'schedule', futureSchedule());
    await saveSection(server, organizer, id, 'prizepool', { rewards: [] });

    const unlocked = await call(server, 'DELETE', `/tournaments/${id}/sections/format`, { session: organizer });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toMatchObject({ format: null, schedule: null, prizepool: null, leaderboard: null });
    expect(unlocked.body.mainInformation).not.toBeNull();
    expect(unlocked.body.settings).not.toBeNull();
  });

  it('unlocking the schedule erases only the prizes after it; main information erases nothing else', async () => {
    const id = await createDraft(server, organizer);
    await saveSection(server, organizer, id, 'main-information', mainInformation());
    await saveSection(server, organizer, id, 'format', format());
    await saveSection(server, organizer, id, 'schedule', futureSchedule());
    await saveSection(server, organizer, id, 'prizepool', { rewards: [] });
    const schedule = await call(server, 'DELETE', `/tournaments/${id}/sections/schedule`, { session: organizer });
    expect(schedule.body).toMatchObject({ schedule: null, prizepool: null });
    expect(schedule.body.format).not.toBeNull();
    const main = await call(server, 'DELETE', `/tournaments/${id}/sections/main-information`, { session: organizer });
    expect(main.body.mainInformation).toBeNull();
    expect(main.body.format).not.toBeNull();
  });

  it('refuses unlocking to other organizations (404), unknown sections (400) and published tournaments (409)', async () => {
    const draft = await createDraft(server, organizer);
    expect(
      (await call(server, 'DELETE', `/tournaments/${draft}/sections/format`, { session: rival })).body,
    ).toMatchObject({ statusCode: 404, message: 'TOURNAMENT-NOT-FOUND' });
    expect(
      (await call(server, 'DELETE', `/tournaments/${draft}/sections/everything`, { session: organizer })).status,
    ).toBe(400);
    const published = await createPublished(server, organizer, { phase: 'before-registration' });
    const refused = await call(server, 'DELETE', `/tournaments/${published}/sections/format`, { session: organizer });
    expect(refused.body).toMatchObject({ statusCode: 409, message: 'TOURNAMENT-SECTION-LOCKED' });
    expect((await call(server, 'GET', `/tournaments/${published}`, { session: organizer })).body.format).not.toBeNull();
  });

  it('stores uploaded art checked by content: images everywhere, mp4 only for hero and background', async () => {
    const id = await createDraft(server, organizer);
    const hero = await upload(organizer, id, 'hero', MP4, 'video/mp4');
    expect(hero.status).toBe(201);
    expect(hero.body).toMatchObject({ mediaType: 'video' });
    expect(hero.body.url).toMatch(/^\/uploads\/tournaments\/.+\.mp4$/);
    const banner = await upload(organizer, id, 'banner', await png(728, 90));
    expect(banner.body).toMatchObject({ mediaType: 'image' });
    const served = await fetch(`${server.baseUrl}${banner.body.url}`);
    expect(served.status).toBe(200);
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    expect((await upload(organizer, id, 'banner', MP4, 'video/mp4')).body).toMatchObject({
      statusCode: 415,
      message: 'UNSUPPORTED-MEDIA-TYPE',
    });
    expect((await upload(organizer, id, 'partner-logo', Buffer.from('not an image at all'))).status).toBe(415);
    expect((await upload(organizer, id, 'poster', await png())).body.formFieldErrors).toHaveProperty('kind');
    expect((await upload(organizer, id, 'hero')).body.formFieldErrors).toHaveProperty('file');
    expect((await upload(rival, id, 'hero', await png())).body).toMatchObject({
      statusCode: 404,
      message: 'TOURNAMENT-NOT-FOUND',
    });
    expect((await upload(player, id, 'hero', await png())).status).toBe(404);
    expect(
      (await call(server, 'POST', `/tournaments/${id}/media`, { form: mediaForm('hero', await png()) })).status,
    ).toBe(401);
  });

  it('saves banners, art and partner logos that were uploaded here, within the banner slots', async () => {
    const id = await createDraft(server, organizer);
    const image = (await upload(organizer, id, 'banner', await png())).body.url as string;
    const video = (await upload(organizer, id, 'background', MP4, 'video/mp4')).body.url as string;
    const banner = (position: string) => ({
      name: 'Sponsor',
      brand: 'Nova Drinks',
      link: 'https://nova.example',
      imageUrl: image,
      position,
    });
    const saved = await saveSection(
      server,
      organizer,
      id,
      'main-information',
      mainInformation({
        banners: [banner('TOP_BANNER'), banner('SUPER_LEADERBOARD')],
        heroArt: { url: image, mediaType: 'image' },
        backgroundArt: { url: video, mediaType: 'video' },
        partners: [{ name: 'Nova', website: 'https://nova.example', logo: image }],
      }),
    );
    expect(saved.mainInformation?.banners).toHaveLength(2);
    expect(saved.mainInformation?.backgroundArt).toEqual({ url: video, mediaType: 'video' });

    const refused = await call(server, 'PUT', `/tournaments/${id}/sections/main-information`, {
      session: organizer,
      json: mainInformation({
        banners: [
          banner('SUPER_LEADERBOARD'),
          banner('SUPER_LEADERBOARD'),
          { ...banner('TOP_BANNER'), imageUrl: 'https://elsewhere.example/a.png' },
        ],
        heroArt: { url: video, mediaType: 'image' },
        partners: [{ name: 'Nova', logo: video }],
      }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.formFieldErrors).toMatchObject({
      'banners.1.position': 'The maximum value allowed is 1.',
      'banners.2.imageUrl': 'Invalid format',
      'heroArt.url': 'Invalid format',
      'partners.0.logo': 'Invalid format',
    });
    // Nothing of the refused body was written.
    expect(
      (await call(server, 'GET', `/tournaments/${id}`, { session: organizer })).body.mainInformation.banners,
    ).toHaveLength(2);
  });

  it('accepts only http(s) links for the terms of use, partner websites and banners', async () => {
    const id = await createDraft(server, organizer);
    const image = (await upload(organizer, id, 'banner', await png())).body.url as string;
    const banner = (link: string) => ({
      name: 'Sponsor',
      brand: 'Nova Drinks',
      link,
      imageUrl: image,
      position: 'TOP_BANNER',
    });
    for (const link of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'nope',
      'ftp://files.example/x',
    ]) {
      const refused = await call(server, 'PUT', `/tournaments/${id}/sections/main-information`, {
        session: organizer,
        json: mainInformation({
          termsOfUseLink: link,
          partners: [{ name: 'Nova', website: link }],
          banners: [banner(link)],
        }),
      });
      expect(refused.status, link).toBe(400);
      expect(refused.body.formFieldErrors, link).toEqual({
        termsOfUseLink: 'Invalid link',
        'partners.0.website': 'Invalid link',
        'banners.0.link': 'Invalid link',
      });
    }
    const saved = await saveSection(
      server,
      organizer,
      id,
      'main-information',
      mainInformation({ termsOfUseLink: 'https://nova.example/terms', banners: [banner('http://nova.example')] }),
    );
    expect(saved.mainInformation?.termsOfUseLink).toBe('https://nova.example/terms');
  });

  it('links a leaderboard of the organization whose kind the format can feed, checked from both sides', async () => {
    const listed = await call(server, 'GET', '/leaderboards/organization', { session: organizer });
    expect(listed.body.map((l: { id: string }) => l.id).sort()).toEqual(
      [leaderboards.points, leaderboards.rank].sort(),
    );
    expect((await call(server, 'GET', '/leaderboards/organization', { session: player })).status).toBe(403);

    const id = await createDraft(server, organizer);
    await saveSection(server, organizer, id, 'format', format({ format: 'SINGLE_ELIMINATION' }));
    const points = await call(server, 'PUT', `/tournaments/${id}/sections/leaderboard`, {
      session: organizer,
      json: { leaderboardId: leaderboards.points },
    });
    expect(points.status).toBe(400);
    expect(points.body.formFieldErrors).toHaveProperty('leaderboardId');
    const foreign = await call(server, 'PUT', `/tournaments/${id}/sections/leaderboard`, {
      session: organizer,
      json: { leaderboardId: leaderboards.rivals },
    });
    expect(foreign.body.formFieldErrors).toHaveProperty('leaderboardId');
    const linked = await saveSection(server, organizer, id, 'leaderboard', { leaderboardId: leaderboards.rank });
    expect(linked.leaderboard).toEqual({ id: leaderboards.rank, name: 'Season Ranking', kind: 'RANK' });

    // MATCHUPS cannot feed the RANK leaderboard it is now linked to.
    const matchups = format({
      format: 'MATCHUPS',
      matchType: 'FFA',
      scoreReportingSystem: 'RANK',
      numberOfRounds: 3,
      lobbySize: 8,
      bestOf: [],
      scoringSystem: {
        rankRanges: [{ startRank: 1, endRank: 1, points: 10 }],
        ingameMetrics: [],
        winPoints: 3,
        lossPoints: 0,
        byePoints: 1,
        forfeitPenalty: 0,
      },
    });
    const refused = await call(server, 'PUT', `/tournaments/${id}/sections/format`, {
      session: organizer,
      json: matchups,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.formFieldErrors).toHaveProperty('format');
    const unlinked = await saveSection(server, organizer, id, 'leaderboard', { leaderboardId: null });
    expect(unlinked.leaderboard).toBeNull();
  });

  it('lists participants to signed-in users, with contact details only for the organizer', async () => {
    const id = await createPublished(server, organizer, { name: 'Participants Cup' });
    expect(
      (
        await call(server, 'POST', `/participants/${id}/registrations/solo`, {
          session: player,
          json: soloBody({ discordNickname: 'player#1', gameNickname: 'PlayerOne' }),
        })
      ).status,
    ).toBe(200);

    const visitor = await call(server, 'GET', `/tournaments/${id}/participants`);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toHaveProperty('loginUrl');

    const seenByPlayer = await call(server, 'GET', `/tournaments/${id}/participants`, { session: player });
    expect(seenByPlayer.body).toHaveLength(1);
    expect(seenByPlayer.body[0]).toMatchObject({
      kind: 'SOLO',
      name: 'ContentPlayer',
      status: 'REGISTERED',
      captain: { nickname: 'ContentPlayer' },
      checkedInAt: null,
    });
    expect(seenByPlayer.body[0]).not.toHaveProperty('email');
    expect(seenByPlayer.body[0]).not.toHaveProperty('discordNickname');

    const seenByOrganizer = await call(server, 'GET', `/tournaments/${id}/participants`, { session: organizer });
    expect(seenByOrganizer.body[0]).toMatchObject({
      email: 'content-player@example.com',
      discordNickname: 'player#1',
      gameNickname: 'PlayerOne',
    });

    const draft = await createDraft(server, organizer);
    expect((await call(server, 'GET', `/tournaments/${draft}/participants`, { session: player })).status).toBe(404);
    expect((await call(server, 'GET', `/tournaments/${draft}/participants`, { session: organizer })).body).toEqual([]);
  });
});

describe.each(testEngines())('tournament promotion on %s', (engine) => {
  let server: TestServer;
  let organizer: Session;
  let admin: Session;

  beforeAll(async () => {
    server = await startTestServer(engine);
    [organizer, admin] = await Promise.all([
      server.signUp('promo-org@example.com', 'PromoOrg'),
      server.signUp('promo-admin@example.com', 'PromoAdmin'),
    ]);
    await makeOrganizer(server, organizer, 'Promo Events');
    await server.database.handle.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', 'promo-admin@example.com')
      .execute();
    await addGame(server, 'chess', 'Chess');
  });
  afterAll(async () => server?.close());

  it('lets an admin feature a published tournament on the promoted list, and nobody else', async () => {
    const id = await createPublished(server, organizer, { name: 'Promoted Cup' });
    expect((await call(server, 'GET', '/tournaments/promoted')).body).toEqual([]);
    expect(
      (await call(server, 'PUT', `/tournaments/${id}/promotion`, { session: organizer, json: { promoted: true } }))
        .status,
    ).toBe(403);
    const promoted = await call(server, 'PUT', `/tournaments/${id}/promotion`, {
      session: admin,
      json: { promoted: true },
    });
    expect(promoted.body.promoted).toBe(true);
    expect((await call(server, 'GET', '/tournaments/promoted')).body.map((t: { id: string }) => t.id)).toEqual([id]);
    await call(server, 'PUT', `/tournaments/${id}/promotion`, { session: admin, json: { promoted: false } });
    expect((await call(server, 'GET', '/tournaments/promoted')).body).toEqual([]);

    const draft = await createDraft(server, organizer);
    expect(
      (await call(server, 'PUT', `/tournaments/${draft}/promotion`, { session: admin, json: { promoted: true } })).body,
    ).toMatchObject({ statusCode: 409 });
  });
});
