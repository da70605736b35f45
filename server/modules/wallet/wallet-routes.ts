// /wallet and /chain routes: link a wallet account by signature, and the dev-chain conveniences.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../src/contract/paths.js';
import {
  ChainAccountResponseSchema,
  ChainInfoResponseSchema,
  CreateChainAccountBodySchema,
  FaucetResponseSchema,
  LinkChallengeResponseSchema,
  LinkWalletBodySchema,
  WalletLinkResponseSchema,
} from '../../../src/contract/wallet.js';
import { requireUser, signedIn } from '../../plugins/authentication.js';
import type { ChainGateway } from './chain-gateway.js';
import type { DevChainAccountsService } from './dev-chain-accounts-service.js';
import type { WalletLinkService } from './wallet-link-service.js';

export interface WalletRoutesOptions {
  chain: ChainGateway;
  links: WalletLinkService;
  accounts: DevChainAccountsService;
}

export async function walletRoutes(app: FastifyInstance, options: WalletRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];
  const sensitive = { ...signedIn, rateLimit: { max: 30, timeWindow: '1 minute' } };

  routes.get(
    apiPaths.chainInfo.pattern,
    { schema: { tags, response: { 200: ChainInfoResponseSchema } } },
    async () => ({
      rpcUrl: options.chain.publicRpcUrl,
      chainId: (await options.chain.client.getInfo().catch(() => null))?.chain_id ?? null,
      builtIn: options.chain.devChain !== null,
      platformAccount: options.chain.platformAccount,
      marketplaceUrl: options.chain.marketplaceUrl,
    }),
  );

  routes.post(
    apiPaths.walletLinkChallenge.pattern,
    { config: sensitive, schema: { tags, response: { 200: LinkChallengeResponseSchema } } },
    async (request) => options.links.issueChallenge(requireUser(request)),
  );

  routes.post(
    apiPaths.walletLink.pattern,
    { config: sensitive, schema: { tags, body: LinkWalletBodySchema, response: { 200: WalletLinkResponseSchema } } },
    async (request) => ({
      walletId: await options.links.link(requireUser(request), request.body.accountName, request.body.signature),
    }),
  );

  routes.delete(
    apiPaths.walletLink.pattern,
    { config: signedIn, schema: { tags, response: { 200: WalletLinkResponseSchema } } },
    async (request) => {
      await options.links.unlink(requireUser(request));
      return { walletId: null };
    },
  );

  routes.post(
    apiPaths.chainAccounts.pattern,
    {
      config: sensitive,
      schema: { tags, body: CreateChainAccountBodySchema, response: { 200: ChainAccountResponseSchema } },
    },
    async (request) => options.accounts.createAccount(requireUser(request), request.body.publicKey),
  );

  routes.post(
    apiPaths.chainFaucet.pattern,
    { config: sensitive, schema: { tags, response: { 200: FaucetResponseSchema } } },
    async (request) => options.accounts.faucet(requireUser(request)),
  );
}
