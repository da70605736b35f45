// Builders for the actions the platform, the web app and the wallet send. Amounts are bigint base units.
import { CONTRACTS, type ActionInput, type Authorization } from './contracts';
import { uosAsset } from './assets';

const active = (actor: string): Authorization => ({ actor, permission: 'active' });

function uniqueAuthorizations(actors: string[]): Authorization[] {
  return [...new Set(actors)].map(active);
}

export function transferUos(from: string, to: string, units: bigint, memo = ''): ActionInput {
  return {
    account: CONTRACTS.token,
    name: 'transfer',
    authorization: [active(from)],
    data: { from, to, quantity: uosAsset(units), memo },
  };
}

export interface CreateFactoryInput {
  assetCreator: string;
  assetManager: string;
  factoryUri: string;
  defaultTokenUri: string;
  memo?: string;
  /** UOS base units; null or absent means no minimum. */
  minimumResellPrice?: bigint | null;
  resaleShares?: { receiver: string; basisPoint: number }[] | null;
  maxMintableTokens?: number | null;
  factoryHash?: string | null;
  defaultTokenHash?: string | null;
  mintableWindowStart?: string | null;
  mintableWindowEnd?: string | null;
  tradingWindowStart?: string | null;
  tradingWindowEnd?: string | null;
  transferWindowStart?: string | null;
  transferWindowEnd?: string | null;
  conditionlessReceivers?: string[] | null;
  authorizedMinters?: { authorizedMinter: string; quantity: number }[] | null;
  accountMintingLimit?: number | null;
  maximumUosPayment?: bigint | null;
  /** 0 active (can mint, the default here), 1 inactive, 2 shutdown. */
  stat?: number | null;
  lockHash?: boolean | null;
}

/** `create.b`, co-signed by the asset creator and the asset manager. */
export function createFactory(input: CreateFactoryInput): ActionInput {
  const create = {
    memo: input.memo ?? '',
    asset_creator: input.assetCreator,
    asset_manager: input.assetManager,
    minimum_resell_price: input.minimumResellPrice == null ? null : uosAsset(input.minimumResellPrice),
    resale_shares: input.resaleShares?.map((s) => ({ receiver: s.receiver, basis_point: s.basisPoint })) ?? null,
    mintable_window_start: input.mintableWindowStart ?? null,
    mintable_window_end: input.mintableWindowEnd ?? null,
    trading_window_start: input.tradingWindowStart ?? null,
    trading_window_end: input.tradingWindowEnd ?? null,
    recall_window_start: null,
    recall_window_end: null,
    max_mintable_tokens: input.maxMintableTokens ?? null,
    lockup_time: null,
    conditionless_receivers: input.conditionlessReceivers ?? null,
    stat: input.stat ?? 0,
    factory_uri: input.factoryUri,
    factory_hash: input.factoryHash ?? null,
    authorized_minters:
      input.authorizedMinters?.map((m) => ({ authorized_minter: m.authorizedMinter, quantity: m.quantity })) ?? null,
    account_minting_limit: input.accountMintingLimit ?? null,
    transfer_window_start: input.transferWindowStart ?? null,
    transfer_window_end: input.transferWindowEnd ?? null,
    maximum_uos_payment: input.maximumUosPayment == null ? null : uosAsset(input.maximumUosPayment),
    default_token_uri: input.defaultTokenUri,
    default_token_hash: input.defaultTokenHash ?? null,
    lock_hash: input.lockHash ?? false,
  };
  return {
    account: CONTRACTS.nft,
    name: 'create.b',
    authorization: uniqueAuthorizations([input.assetManager, input.assetCreator]),
    data: { create },
  };
}

export interface IssueUniqsInput {
  /** The factory's asset manager, who signs unless an authorized minter (`authorizer`) does. */
  issuer: string;
  to: string;
  tokenConfigs: { factoryId: number | bigint; amount: number; customData?: string }[];
  memo?: string;
  authorizer?: string | null;
  maximumUosPayment?: bigint | null;
  tokenMetadata?: { metaUri: string | null; metaHash: string | null }[];
}

/** `issue.b`: mint Uniqs from one or more factories to `to`. */
export function issueUniqs(input: IssueUniqsInput): ActionInput {
  const issue: Record<string, unknown> = {
    to: input.to,
    token_configs: input.tokenConfigs.map((c) => ({
      token_factory_id: String(c.factoryId),
      amount: c.amount,
      custom_data: c.customData ?? '',
    })),
    memo: input.memo ?? '',
    authorizer: input.authorizer ?? null,
    maximum_uos_payment: input.maximumUosPayment == null ? null : uosAsset(input.maximumUosPayment),
  };
  if (input.tokenMetadata)
    issue.token_metadata = input.tokenMetadata.map((m) => ({ meta_uri: m.metaUri, meta_hash: m.metaHash }));
  return {
    account: CONTRACTS.nft,
    name: 'issue.b',
    authorization: [active(input.authorizer ?? input.issuer)],
    data: { issue },
  };
}

export function transferUniqs(input: {
  from: string;
  to: string;
  tokenIds: (number | bigint | string)[];
  memo?: string;
}): ActionInput {
  return {
    account: CONTRACTS.nft,
    name: 'transfer',
    authorization: [active(input.from)],
    data: {
      transfer: { from: input.from, to: input.to, token_ids: input.tokenIds.map(String), memo: input.memo ?? '' },
    },
  };
}

export function burnUniqs(input: {
  owner: string;
  tokenIds: (number | bigint | string)[];
  memo?: string;
}): ActionInput {
  return {
    account: CONTRACTS.nft,
    name: 'burn',
    authorization: [active(input.owner)],
    data: { burn: { owner: input.owner, token_ids: input.tokenIds.map(String), memo: input.memo ?? '' } },
  };
}
