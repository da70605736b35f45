// eosjs SignatureProvider backed by our signDigest (noble, byte-identical to eosjs's JsSignatureProvider
// but several times faster, which matters when a benchmark pre-signs thousands of transfers).
import './buffer-polyfill';
import type { ApiInterfaces, RpcInterfaces } from 'eosjs';
import { privateKeyBytes, publicKeyOf, normalizePublicKey } from './keys';
import { signDigest } from './signatures';
import { signingDigest } from './digests';

export class KeySignatureProvider implements ApiInterfaces.SignatureProvider {
  private readonly keys = new Map<string, Uint8Array>();

  constructor(privateKeys: string[]) {
    for (const privateKey of privateKeys) this.keys.set(publicKeyOf(privateKey), privateKeyBytes(privateKey));
  }

  get availableKeys(): string[] {
    return [...this.keys.keys()];
  }

  async getAvailableKeys(): Promise<string[]> {
    return this.availableKeys;
  }

  async sign(args: ApiInterfaces.SignatureProviderArgs): Promise<RpcInterfaces.PushTransactionArgs> {
    return this.signSync(args);
  }

  signSync({
    chainId,
    requiredKeys,
    serializedTransaction,
    serializedContextFreeData,
  }: ApiInterfaces.SignatureProviderArgs): RpcInterfaces.PushTransactionArgs {
    const digest = signingDigest(chainId, serializedTransaction, serializedContextFreeData);
    const signatures: string[] = [];
    for (const key of requiredKeys) {
      const secret = this.keys.get(normalizePublicKey(key));
      if (!secret) throw new Error(`No private key for ${key}`);
      signatures.push(signDigest(secret, digest));
    }
    return { signatures, serializedTransaction, serializedContextFreeData };
  }
}
