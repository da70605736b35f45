// signMessage input rules (reference §2.6): trimmed, and one of three prefixes; the whole string,
// prefix included, is what gets signed. Nonces for connect follow the same rules.
import { ProviderError } from './provider-error';

export const MESSAGE_PREFIXES = ['message:', '0x', 'UOSx'] as const;
const MAX_MESSAGE_LENGTH = 64 * 1024;

export function parseSignableMessage(value: unknown, what = 'message'): string {
  if (typeof value !== 'string') throw new ProviderError('invalidInput', `The ${what} must be a string`);
  const trimmed = value.trim();
  if (trimmed.length > MAX_MESSAGE_LENGTH) throw new ProviderError('invalidInput', `The ${what} is too long`);
  if (!MESSAGE_PREFIXES.some((prefix) => trimmed.startsWith(prefix))) {
    throw new ProviderError('invalidInput', `The ${what} must start with one of: ${MESSAGE_PREFIXES.join(', ')}`);
  }
  return trimmed;
}
