// Kysely row types of migration 0003 (wallet links, chain accounts, faucet, platform secrets).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface WalletTables {
  wallet_link_challenges: { user_id: string; message: string; expires_at: Timestamp };
  user_chain_accounts: { user_id: string; account_name: string; public_key: string; created_at: Timestamp };
  faucet_grants: {
    id: Generated<string>;
    user_id: string;
    account_name: string;
    transaction_id: string;
    granted_at: Timestamp;
  };
  platform_secrets: { name: string; value: string; created_at: Timestamp };
}
