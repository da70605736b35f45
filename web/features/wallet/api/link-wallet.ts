// Links the connected wallet account to the Arena account: the server's challenge is signed in the wallet
// (signMessage) and sent back; the server checks the key belongs to the account and stores it as walletId.
import { useMutation } from '@tanstack/react-query';
import { LinkChallengeResponseSchema, WalletLinkResponseSchema } from '../../../../src/contract/wallet.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { getUltra } from '../../../app/wallet/ultra-window.js';

export async function linkWallet(accountName: string): Promise<string | null> {
  const provider = getUltra();
  if (!provider) throw new Error('Arena Wallet is not installed.');
  const challenge = await api.post(apiPaths.walletLinkChallenge.build(), undefined, {
    schema: LinkChallengeResponseSchema,
  });
  const { data } = await provider.signMessage(challenge.message);
  const linked = await api.post(
    apiPaths.walletLink.build(),
    { accountName, signature: data.signature },
    // The panel says why under the Link button (linkErrorText); a banner would repeat it.
    { schema: WalletLinkResponseSchema, banner: false },
  );
  return linked.walletId;
}

export function unlinkWallet() {
  return api.request(apiPaths.walletLink.build(), { method: 'DELETE', schema: WalletLinkResponseSchema });
}

export function useLinkWallet(onChange: () => void) {
  return useMutation({ mutationFn: linkWallet, onSuccess: onChange });
}

export function useUnlinkWallet(onChange: () => void) {
  return useMutation({ mutationFn: unlinkWallet, onSuccess: onChange });
}
