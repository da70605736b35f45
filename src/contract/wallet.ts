// Linking an Antelope wallet account to an Arena account, and the dev-chain conveniences (SPEC §3 walletId).
import { z } from 'zod';

export const ACCOUNT_NAME_PATTERN = /^[a-z1-5.]{1,12}$/;
const accountName = z.string().regex(ACCOUNT_NAME_PATTERN);

export const LinkChallengeResponseSchema = z.object({
  /** The exact text to pass to window.ultra.signMessage (it carries the `message:` prefix). */
  message: z.string(),
  expiresAt: z.string(),
});

export const LinkWalletBodySchema = z.object({
  accountName,
  signature: z.string().regex(/^SIG_K1_[1-9A-HJ-NP-Za-km-z]+$/),
});

export const WalletLinkResponseSchema = z.object({ walletId: z.string().nullable() });

export const CreateChainAccountBodySchema = z.object({
  publicKey: z.string().regex(/^(PUB_K1_|EOS)[1-9A-HJ-NP-Za-km-z]+$/),
});
export const ChainAccountResponseSchema = z.object({ accountName, created: z.boolean() });

export const FaucetResponseSchema = z.object({ accountName, quantity: z.string(), transactionId: z.string() });

/** Where Uniq cards link when MARKETPLACE_URL is not configured. */
export const DEFAULT_MARKETPLACE_URL = 'https://uniq.ultra.io';

export const ChainInfoResponseSchema = z.object({
  /** Where wallets send RPC calls: the server itself for the built-in dev chain. */
  rpcUrl: z.string(),
  chainId: z.string().nullable(),
  builtIn: z.boolean(),
  /** Arena's escrow account: holds prize pools and pays prizes (Arena Wallet labels prizes by this sender). */
  platformAccount: z.string(),
  /** The Uniq marketplace's base URL (pages {base}/uniqfactory/{id} and {base}/uniq/{id}). */
  marketplaceUrl: z.string(),
});

/** Dev faucet: how much one grant gives, and how often a user may ask. */
export const FAUCET_GRANT_UOS = '1000.00000000';
export const FAUCET_COOLDOWN_SECONDS = 600;
export const LINK_CHALLENGE_TTL_SECONDS = 300;
