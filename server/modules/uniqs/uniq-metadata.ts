// The off-chain metadata of a Uniq factory and of its default token, as JSON documents whose SHA-256
// is written into the factory (factory_hash, default_token_hash) so anyone can check them.
import { createHash } from 'node:crypto';

export interface MediaRef {
  uri: string;
  hash: string;
}

export interface FactoryMetadataInput {
  name: string;
  subname?: string;
  author: string;
  description?: string;
  square?: MediaRef;
  main?: MediaRef;
  background?: MediaRef;
  gallery: MediaRef[];
}

export function sha256Hex(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Factory metadata in the shape wallets and marketplaces read (content + medias). */
export function factoryMetadataDocument(input: FactoryMetadataInput): Record<string, unknown> {
  return {
    specVersion: '2.0',
    defaultLocale: 'en',
    content: {
      name: input.name,
      subName: input.subname ?? '',
      description: input.description ?? '',
      author: input.author,
    },
    medias: {
      ...(input.square ? { square: input.square } : {}),
      ...(input.main ? { product: input.main } : {}),
      ...(input.background ? { hero: input.background } : {}),
      gallery: input.gallery,
    },
  };
}

/** Tokens minted without their own URI use this: the factory's content, marked as a token. */
export function defaultTokenMetadataDocument(input: FactoryMetadataInput): Record<string, unknown> {
  const factory = factoryMetadataDocument(input);
  return { ...factory, type: 'token' };
}

/** Canonical bytes: the exact bytes that are stored are the bytes that are hashed. */
export function documentBytes(document: Record<string, unknown>): Buffer {
  return Buffer.from(JSON.stringify(document, null, 2));
}
