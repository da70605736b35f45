// Kysely row types of migration 0290 (Uniq factory drafts and confirmed factories).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UniqTables {
  uniq_factory_drafts: {
    id: Generated<string>;
    organization_id: string;
    created_by: string;
    asset_creator: string;
    name: string;
    subname: string | null;
    author: string | null;
    description: string | null;
    square_image_url: string | null;
    factory_uri: string;
    factory_hash: string;
    default_token_uri: string;
    default_token_hash: string;
    create_action: ColumnType<Record<string, unknown>, string, string>;
    created_at: Timestamp;
  };
  uniq_factories: {
    id: Generated<string>;
    organization_id: string;
    draft_id: string;
    chain_factory_id: ColumnType<string, string | number, string | number>;
    created_at: Timestamp;
  };
}
