// Human texts for the vault's error reasons (the background sends the error's message).
const TEXTS: Record<string, string> = {
  'Wrong password': 'Wrong password.',
  'Vault: weak-password': 'Use at least 8 characters.',
  'Vault: invalid-key': 'That is not a valid private key.',
  'Vault: duplicate-key': 'This key is already in the wallet.',
  'Vault: exists': 'A wallet already exists.',
  'Vault: locked': 'Unlock the wallet first.',
  'The vault data is corrupted': 'The stored wallet is damaged and cannot be opened.',
};

export function walletErrorText(message: string | null): string | null {
  if (message === null) return null;
  return TEXTS[message] ?? message;
}
