// The key operations the wallet needs from src/chain, as an interface so the vault and controller
// depend on behaviour and tests can count on plain data in, plain data out.

export interface KeyTools {
  generateKeyPair(): Promise<{ privateKey: string; publicKey: string }>;
  publicKeyOf(privateKey: string): string;
  isValidPrivateKey(text: string): boolean;
  signMessage(privateKey: string, message: string): string;
  toLegacyPublicKey(publicKey: string): string;
}
