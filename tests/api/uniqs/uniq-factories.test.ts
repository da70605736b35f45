import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ChainClient,
  generateKeyPair,
  issueUniqs,
  signMessage,
  transact,
  type ActionInput,
} from '../../../src/chain/index.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const png = (size = 256) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#22d3ee' } })
    .png()
    .toBuffer();

/** A user with a chain account created for their key and linked to Arena by signature. */
async function withLinkedWallet(server: TestServer, session: Session) {
  const key = await generateKeyPair();
  const { accountName } = await (
    await server.api('/chain/accounts', { session, ...json({ publicKey: key.publicKey }) })
  ).json();
  const { message } = await (await server.api('/wallet/link-challenge', { session, method: 'POST' })).json();
  const linked = await server.api('/wallet/link', {
    session,
    ...json({ accountName, signature: signMessage(key.privateKey, message) }),
  });
  expect(linked.status).toBe(200);
  return { accountName, key };
}

async function makeOrganizer(server: TestServer, session: Session, name: string): Promise<string> {
  const me = await (await server.api('/users/current', { session })).json();
  const db = server.database.handle.db;
  const org = await db
    .insertInto('organizations')
    .values({ name, owner_id: me.id } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('organization_members').values({ organization_id: org.id, user_id: me.id }).execute();
  await db.updateTable('users').set({ role: 'organizer' }).where('id', '=', me.id).execute();
  return org.id;
}

async function factoryForm(fields: Record<string, string>, files: Record<string, Buffer | Buffer[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, value] of Object.entries(files)) {
    for (const bytes of Array.isArray(value) ? value : [value])
      form.append(name, new Blob([new Uint8Array(bytes)]), `${name}.png`);
  }
  return form;
}

describe.each(testEngines())('Uniq factories on %s', (engine) => {
  let server: TestServer;
  let organizer: Session;
  let player: Session;
  let organizationId: string;
  let organizerWallet: { accountName: string; key: { privateKey: string } };
  let playerWallet: { accountName: string };

  beforeAll(async () => {
    server = await startTestServer(engine);
    organizer = await server.signUp('org.uniq@example.com', 'UniqOrg');
    player = await server.signUp('player.uniq@example.com', 'UniqPlayer');
    organizationId = await makeOrganizer(server, organizer, 'Nova Events');
    organizerWallet = await withLinkedWallet(server, organizer);
    playerWallet = await withLinkedWallet(server, player);
  });
  afterAll(async () => server?.close());

  it('prepares, signs, registers and mints a factory; the player holds the Uniq on chain', async () => {
    const form = await factoryForm(
      {
        name: 'Season 1 Trophy',
        subname: 'Champion edition',
        description: 'For the winners',
        minimumResalePrice: '2.5',
        resaleBeneficiaries: JSON.stringify([{ account: organizerWallet.accountName, sharePercent: 10 }]),
        maxMintableTokens: '100',
      },
      { square: await png(), main: await png(300), media: [await png(), await png()] },
    );
    const draftResponse = await server.api('/uniq-factories/drafts', {
      session: organizer,
      method: 'POST',
      body: form,
    });
    expect(draftResponse.status).toBe(200);
    const draft = await draftResponse.json();
    expect(draft.createAction).toMatchObject({ account: 'eosio.nft.ft', name: 'create.b' });
    expect(draft.createAction.data.create.asset_creator).toBe(organizerWallet.accountName);
    expect(draft.createAction.data.create.resale_shares).toEqual([
      { receiver: organizerWallet.accountName, basis_point: 1000 },
    ]);
    expect(draft.createAction.data.create.minimum_resell_price).toBe('2.50000000 UOS');

    // The stored metadata is exactly what was hashed.
    const metadata = Buffer.from(await (await fetch(draft.factoryUri)).arrayBuffer());
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(metadata).digest('hex')).toBe(draft.factoryHash);
    expect(JSON.parse(metadata.toString()).content.name).toBe('Season 1 Trophy');

    // Not on chain yet: registering finds nothing.
    const early = await server.api('/uniq-factories', { session: organizer, ...json({ draftId: draft.draftId }) });
    expect(early.status).toBe(404);

    await transact({
      rpcUrl: server.baseUrl,
      actions: [draft.createAction as ActionInput],
      privateKeys: [organizerWallet.key.privateKey],
      broadcast: true,
    });
    const registered = await server.api('/uniq-factories', { session: organizer, ...json({ draftId: draft.draftId }) });
    expect(registered.status).toBe(200);
    const factory = await registered.json();
    expect(factory).toMatchObject({
      name: 'Season 1 Trophy',
      organizationId,
      mintedTokens: 0,
      maxMintableTokens: 100,
      assetCreator: organizerWallet.accountName,
    });

    const mint = issueUniqs({
      issuer: organizerWallet.accountName,
      to: playerWallet.accountName,
      tokenConfigs: [{ factoryId: factory.chainFactoryId, amount: 1 }],
    });
    await transact({
      rpcUrl: server.baseUrl,
      actions: [mint],
      privateKeys: [organizerWallet.key.privateKey],
      broadcast: true,
    });

    const list = await (await server.api(`/organizations/${organizationId}/uniq-factories`)).json();
    expect(list).toHaveLength(1);
    expect(list[0].mintedTokens).toBe(1);
    const held = await new ChainClient(server.baseUrl).getUniqsOf(playerWallet.accountName);
    expect(held.map((token) => Number(token.token_factory_id))).toEqual([factory.chainFactoryId]);
  });

  it('validates the form: name, square image by content, resale share and price', async () => {
    const fake = Buffer.from('definitely not a picture');
    const form = await factoryForm(
      {
        name: '',
        minimumResalePrice: '1000000000',
        resaleBeneficiaries: JSON.stringify([
          { account: 'a', sharePercent: 50 },
          { account: 'b', sharePercent: 25 },
        ]),
      },
      { square: fake },
    );
    const response = await server.api('/uniq-factories/drafts', { session: organizer, method: 'POST', body: form });
    expect(response.status).toBe(400);
    const errors = (await response.json()).formFieldErrors;
    expect(errors.name).toBe('This field is required.');
    const second = await server.api('/uniq-factories/drafts', {
      session: organizer,
      method: 'POST',
      body: await factoryForm(
        {
          name: 'Ok',
          minimumResalePrice: '1000000000',
          resaleBeneficiaries: JSON.stringify([
            { account: 'a', sharePercent: 50 },
            { account: 'b', sharePercent: 25 },
          ]),
        },
        { square: fake },
      ),
    });
    const secondErrors = (await second.json()).formFieldErrors;
    expect(Object.keys(secondErrors).sort()).toEqual(['beneficiaries', 'minimumResalePrice']);
    const third = await server.api('/uniq-factories/drafts', {
      session: organizer,
      method: 'POST',
      body: await factoryForm({ name: 'Ok' }, { square: fake }),
    });
    expect((await third.json()).formFieldErrors).toEqual({ square: 'Invalid format' });
  });

  it('only organizers with a linked wallet may prepare factories', async () => {
    const playerAttempt = await server.api('/uniq-factories/drafts', {
      session: player,
      method: 'POST',
      body: await factoryForm({ name: 'X' }, { square: await png() }),
    });
    expect(playerAttempt.status).toBe(403);
    const visitor = await server.api('/uniq-factories/drafts', {
      method: 'POST',
      body: await factoryForm({ name: 'X' }, { square: await png() }),
    });
    expect(visitor.status).toBe(401);
  });
});
