// Uniq factories for organizers: Arena stores the metadata and media (hashed), hands back the create.b
// action to sign in the wallet, then confirms the factory on chain before listing it for the organization.
import type { Kysely, Selectable } from 'kysely';
import { createFactory, type FactoryRow } from '../../../src/chain/index.js';
import { validateResale } from '../../../src/domain/validators/resale-rules.js';
import { parseUos } from '../../../src/domain/uos.js';
import type { UniqFactory, UniqFactoryDraft } from '../../../src/contract/uniqs.js';
import type { Database } from '../../db/schema.js';
import { HttpError, badRequest, fieldErrors, forbidden, notFound } from '../../http-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { organizationOfUser } from '../organizations/organizations-module.js';
import type { UserRow } from '../users/users-module.js';
import type { ChainGateway } from '../wallet/wallet-module.js';
import { EXTENSION_OF, detectMedia } from './uniq-media.js';
import {
  defaultTokenMetadataDocument,
  documentBytes,
  factoryMetadataDocument,
  sha256Hex,
  type MediaRef,
} from './uniq-metadata.js';
import type { UniqTables } from './uniq-tables.js';

export interface DraftFields {
  name: string;
  subname?: string;
  author?: string;
  description?: string;
  minimumResalePrice?: string;
  resaleBeneficiaries?: string;
  maxMintableTokens?: number;
}

export interface DraftFiles {
  square?: Buffer;
  main?: Buffer;
  background?: Buffer;
  media: Buffer[];
}

type DraftRow = Selectable<UniqTables['uniq_factory_drafts']>;

function parseBeneficiaries(text: string | undefined): { account: string; sharePercent: number }[] | 'invalid' {
  if (!text || text.trim() === '') return [];
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!Array.isArray(parsed)) return 'invalid';
    return parsed.map((entry) => ({
      account: String((entry as { account?: unknown }).account ?? ''),
      sharePercent: Number((entry as { sharePercent?: unknown }).sharePercent),
    }));
  } catch {
    return 'invalid';
  }
}

export class UniqFactoriesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
    private readonly chain: ChainGateway,
    private readonly publicUrl: string,
    private readonly platformName = 'Arena',
  ) {}

  private async organizerContext(user: UserRow): Promise<{ organizationId: string; wallet: string }> {
    const organizationId = await organizationOfUser(this.db, user.id);
    if (!organizationId) throw forbidden('MISSING-ORGANIZATIONS-DATA');
    if (!user.wallet_id) throw badRequest('MISSING-WALLET');
    return { organizationId, wallet: user.wallet_id };
  }

  private async storeMedia(
    field: string,
    bytes: Buffer,
    allowVideo: boolean,
    errors: Record<string, string>,
  ): Promise<MediaRef | undefined> {
    const kind = await detectMedia(bytes, allowVideo);
    if (!kind) {
      errors[field] = 'Invalid format';
      return undefined;
    }
    const stored = await this.storage.put('uniqs', bytes, EXTENSION_OF[kind]);
    return { uri: `${this.publicUrl}${stored.url}`, hash: sha256Hex(bytes) };
  }

  async createDraft(user: UserRow, fields: DraftFields, files: DraftFiles): Promise<UniqFactoryDraft> {
    const { organizationId, wallet } = await this.organizerContext(user);
    const beneficiaries = parseBeneficiaries(fields.resaleBeneficiaries);
    const errors: Record<string, string> =
      beneficiaries === 'invalid'
        ? { resaleBeneficiaries: 'Invalid value' }
        : validateResale({ minimumResalePrice: fields.minimumResalePrice, beneficiaries });
    if (files.media.length > 8) errors.media = 'The maximum value allowed is 8.';
    if (!files.square) errors.square = 'This field is required.';
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);

    const mediaErrors: Record<string, string> = {};
    const square = files.square ? await this.storeMedia('square', files.square, false, mediaErrors) : undefined;
    const main = files.main ? await this.storeMedia('main', files.main, false, mediaErrors) : undefined;
    const background = files.background
      ? await this.storeMedia('background', files.background, false, mediaErrors)
      : undefined;
    const gallery: MediaRef[] = [];
    for (const [index, bytes] of files.media.entries()) {
      const ref = await this.storeMedia(`media.${index}`, bytes, true, mediaErrors);
      if (ref) gallery.push(ref);
    }
    if (Object.keys(mediaErrors).length > 0) throw fieldErrors(mediaErrors);

    const metadata = {
      name: fields.name,
      subname: fields.subname,
      author: fields.author || this.platformName,
      description: fields.description,
      square,
      main,
      background,
      gallery,
    };
    const factoryBytes = documentBytes(factoryMetadataDocument(metadata));
    const tokenBytes = documentBytes(defaultTokenMetadataDocument(metadata));
    const factoryFile = await this.storage.put('uniq-metadata', factoryBytes, 'json');
    const tokenFile = await this.storage.put('uniq-metadata', tokenBytes, 'json');
    const factoryUri = `${this.publicUrl}${factoryFile.url}`;
    const defaultTokenUri = `${this.publicUrl}${tokenFile.url}`;
    const createAction = createFactory({
      assetCreator: wallet,
      assetManager: wallet,
      factoryUri,
      factoryHash: sha256Hex(factoryBytes),
      defaultTokenUri,
      defaultTokenHash: sha256Hex(tokenBytes),
      memo: `Arena: ${fields.name}`.slice(0, 256),
      minimumResellPrice: fields.minimumResalePrice ? parseUos(fields.minimumResalePrice) : null,
      resaleShares:
        beneficiaries === 'invalid' || beneficiaries.length === 0
          ? null
          : beneficiaries.map((b) => ({ receiver: b.account, basisPoint: Math.round(b.sharePercent * 100) })),
      maxMintableTokens: fields.maxMintableTokens ?? null,
    });
    const draft = await this.db
      .insertInto('uniq_factory_drafts')
      .values({
        organization_id: organizationId,
        created_by: user.id,
        asset_creator: wallet,
        name: fields.name,
        subname: fields.subname || null,
        author: fields.author || null,
        description: fields.description || null,
        square_image_url: square?.uri ?? null,
        factory_uri: factoryUri,
        factory_hash: sha256Hex(factoryBytes),
        default_token_uri: defaultTokenUri,
        default_token_hash: sha256Hex(tokenBytes),
        create_action: JSON.stringify(createAction),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      draftId: draft.id,
      factoryUri,
      factoryHash: sha256Hex(factoryBytes),
      defaultTokenUri,
      defaultTokenHash: sha256Hex(tokenBytes),
      createAction,
    };
  }

  /** After the organizer signed create.b: find the factory on chain by its metadata URI and creator. */
  async register(user: UserRow, draftId: string): Promise<UniqFactory> {
    const { organizationId } = await this.organizerContext(user);
    const draft = await this.db
      .selectFrom('uniq_factory_drafts')
      .selectAll()
      .where('id', '=', draftId)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    if (!draft) throw notFound('FACTORY-NOT-FOUND');
    const row = await this.findOnChain(draft);
    if (!row) throw notFound('FACTORY-NOT-FOUND');
    await this.db
      .insertInto('uniq_factories')
      .values({ organization_id: organizationId, draft_id: draft.id, chain_factory_id: String(row.id) })
      .onConflict((oc) => oc.column('draft_id').doNothing())
      .execute();
    const saved = await this.db
      .selectFrom('uniq_factories')
      .selectAll()
      .where('draft_id', '=', draft.id)
      .executeTakeFirstOrThrow();
    return this.view(saved, draft, row);
  }

  async listForOrganization(organizationId: string): Promise<UniqFactory[]> {
    const rows = await this.db
      .selectFrom('uniq_factories')
      .innerJoin('uniq_factory_drafts', 'uniq_factory_drafts.id', 'uniq_factories.draft_id')
      .selectAll('uniq_factories')
      .select([
        'uniq_factory_drafts.name',
        'uniq_factory_drafts.subname',
        'uniq_factory_drafts.author',
        'uniq_factory_drafts.description',
        'uniq_factory_drafts.square_image_url',
        'uniq_factory_drafts.asset_creator',
      ])
      .where('uniq_factories.organization_id', '=', organizationId)
      .orderBy('uniq_factories.created_at', 'desc')
      .execute();
    const chainRows = await Promise.all(
      rows.map((row) => this.chain.client.getFactory(Number(row.chain_factory_id)).catch(() => null)),
    );
    return rows.map((row, index) =>
      this.view(row, { ...row, id: row.draft_id } as unknown as DraftRow, chainRows[index]),
    );
  }

  private async findOnChain(draft: DraftRow): Promise<FactoryRow | null> {
    let lowerBound = '';
    try {
      for (let page = 0; page < 100; page++) {
        const result = await this.chain.client.getTableRows<FactoryRow>({
          code: 'eosio.nft.ft',
          scope: 'eosio.nft.ft',
          table: 'factory.b',
          lowerBound,
          limit: 100,
        });
        const match = result.rows.find(
          (row) => row.factory_uri === draft.factory_uri && row.asset_creator === draft.asset_creator,
        );
        if (match) return match;
        if (!result.more || !result.nextKey) return null;
        lowerBound = result.nextKey;
      }
    } catch {
      throw new HttpError(503, 'CHAIN-UNAVAILABLE');
    }
    return null;
  }

  private view(
    saved: { id: string; organization_id: string; chain_factory_id: string | number; created_at: Date | string },
    draft: Pick<DraftRow, 'name' | 'subname' | 'author' | 'description' | 'square_image_url' | 'asset_creator'>,
    chainRow: FactoryRow | null,
  ): UniqFactory {
    return {
      id: saved.id,
      organizationId: saved.organization_id,
      chainFactoryId: Number(saved.chain_factory_id),
      name: draft.name,
      subname: draft.subname,
      author: draft.author ?? this.platformName,
      description: draft.description,
      squareImageUrl: draft.square_image_url,
      assetCreator: draft.asset_creator,
      maxMintableTokens: chainRow?.max_mintable_tokens ?? null,
      mintedTokens: Number(chainRow?.minted_tokens_no ?? 0),
      existingTokens: Number(chainRow?.existing_tokens_no ?? 0),
      createdAt: new Date(saved.created_at).toISOString(),
    };
  }
}
