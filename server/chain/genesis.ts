// The dev chain's first state, written once per database: system accounts, the UOS token (1 billion
// issued to eosio, ultra-chain.md §1), the platform account funded from it, and the sale-share limits.
import { sql, type Kysely, type Transaction } from 'kysely';
import { CONTRACTS, encodeName, symbolCodeValue, uosAsset, normalizePublicKey } from '../../src/chain/index.js';
import type { ChainTables } from './chain-tables.js';
import { toStoredKey } from './stored-key.js';
import { DEFAULT_MAX_FACTORY_SHARE_BP } from './contracts/eosio-nft-ft.js';

export const UOS_MAX_SUPPLY_UNITS = 1_000_000_000n * 100_000_000n;
/** Platform funding at genesis: 100 million UOS (10% of supply); the rest stays with eosio for the faucet. */
export const DEFAULT_PLATFORM_FUNDING_UNITS = 100_000_000n * 100_000_000n;

export interface GenesisOptions {
  chainId: string;
  genesisMs: number;
  /** The instant of this start (the chain's clock): when a platform account new to an existing chain is made. */
  nowMs: number;
  blockIntervalMs: number;
  platformAccount: { name: string; publicKey: string };
  platformFundingUnits: bigint;
}

export interface ChainStateRow {
  chainId: string;
  genesisMs: number;
  blockIntervalMs: number;
}

/** owner and active permissions with one key, threshold 1. */
export async function insertAccount(
  trx: Transaction<ChainTables>,
  name: string,
  publicKey: string,
  createdAt: Date,
  privileged = false,
): Promise<void> {
  await trx.insertInto('chain_accounts').values({ name, created_at: createdAt, privileged }).execute();
  await writeKeyPermissions(trx, name, publicKey);
}

export async function writeKeyPermissions(
  trx: Transaction<ChainTables>,
  name: string,
  publicKey: string,
): Promise<void> {
  const keys = JSON.stringify([{ key: normalizePublicKey(publicKey), weight: 1 }]);
  await trx
    .insertInto('chain_permissions')
    .values([
      { account: name, perm_name: 'owner', parent: '', threshold: 1, keys, accounts: '[]', waits: '[]' },
      { account: name, perm_name: 'active', parent: 'owner', threshold: 1, keys, accounts: '[]', waits: '[]' },
    ])
    .onConflict((oc) =>
      oc.columns(['account', 'perm_name']).doUpdateSet({ keys: (eb) => eb.ref('excluded.keys'), threshold: 1 }),
    )
    .execute();
}

async function putRow(
  trx: Transaction<ChainTables>,
  code: string,
  table: string,
  scope: bigint,
  pk: bigint,
  data: object,
  payer: string,
) {
  await trx
    .insertInto('chain_rows')
    .values({ code, tbl: table, scope: toStoredKey(scope), pk: toStoredKey(pk), payer, data: JSON.stringify(data) })
    .execute();
}

/** Creates the chain on first start (safe when several processes start together) and returns its state. */
export async function ensureGenesis(db: Kysely<ChainTables>, options: GenesisOptions): Promise<ChainStateRow> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('chain_state')
      .values({
        id: 1,
        chain_id: options.chainId,
        genesis_time: new Date(options.genesisMs),
        block_interval_ms: options.blockIntervalMs,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    const platform = options.platformAccount;
    const createdAt = new Date(options.genesisMs);
    if (inserted.length > 0) {
      // System accounts carry the platform key: on the dev chain the platform operator is the block producer.
      for (const name of ['eosio', CONTRACTS.token, CONTRACTS.nft])
        await insertAccount(trx, name, platform.publicKey, createdAt, name === 'eosio');
      if (!['eosio', CONTRACTS.token, CONTRACTS.nft].includes(platform.name))
        await insertAccount(trx, platform.name, platform.publicKey, createdAt);
      const uos = symbolCodeValue('UOS');
      await putRow(
        trx,
        CONTRACTS.token,
        'stat',
        uos,
        uos,
        { supply: uosAsset(UOS_MAX_SUPPLY_UNITS), max_supply: uosAsset(UOS_MAX_SUPPLY_UNITS), issuer: 'eosio' },
        CONTRACTS.token,
      );
      const funding = platform.name === 'eosio' ? 0n : options.platformFundingUnits;
      await putRow(
        trx,
        CONTRACTS.token,
        'accounts',
        encodeName('eosio'),
        uos,
        { balance: uosAsset(UOS_MAX_SUPPLY_UNITS - funding) },
        CONTRACTS.token,
      );
      if (funding > 0n)
        await putRow(
          trx,
          CONTRACTS.token,
          'accounts',
          encodeName(platform.name),
          uos,
          { balance: uosAsset(funding) },
          CONTRACTS.token,
        );
      const limits = {
        max_ultra_share_bp: 2500,
        max_factory_share_bp: DEFAULT_MAX_FACTORY_SHARE_BP,
        min_promoter_share_bp: 0,
        max_promoter_share_bp: 1000,
        default_promoter: null,
        promoter_payments_enabled: false,
      };
      for (const scope of [0n, 1n])
        await putRow(trx, CONTRACTS.nft, 'saleshrlmcfg', scope, encodeName('saleshrlmcfg'), limits, CONTRACTS.nft);
    } else {
      // The platform key is configuration: a changed key or account name takes effect on the next start.
      const exists = await trx
        .selectFrom('chain_accounts')
        .select('name')
        .where('name', '=', platform.name)
        .executeTakeFirst();
      if (exists) await writeKeyPermissions(trx, platform.name, platform.publicKey);
      else await insertAccount(trx, platform.name, platform.publicKey, new Date(options.nowMs));
    }
    const state = await sql<{ chain_id: string; genesis_ms: string; block_interval_ms: number }>`
      SELECT chain_id, (extract(epoch from genesis_time) * 1000)::bigint::text AS genesis_ms, block_interval_ms FROM chain_state WHERE id = 1`.execute(
      trx,
    );
    const row = state.rows[0];
    return { chainId: row.chain_id, genesisMs: Number(row.genesis_ms), blockIntervalMs: Number(row.block_interval_ms) };
  });
}
