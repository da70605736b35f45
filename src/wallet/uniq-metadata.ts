// Reads what the popup shows of a Uniq from its off-chain metadata JSON, in the shapes in use:
// Ultra's documented format (`media.images.square` as `{contentType, uris, integrity}`, attributes),
// Arena's own (Ultra metadata v2: `content.name`, `medias.square.uri`), and older flat shapes.
// Metadata is untrusted input: only http(s) and data:image URLs become images, texts are bounded.

export interface UniqAttribute {
  name: string;
  value: string;
}

export interface UniqMetadataDisplay {
  name: string | null;
  description: string | null;
  image: string | null;
  attributes: UniqAttribute[];
}

const MAX_TEXT = 200;
const MAX_ATTRIBUTES = 50;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const at = (v: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), v);

function text(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
}

export function isSafeImageUrl(value: string): boolean {
  return /^(https?:\/\/|data:image\/(png|jpe?g|gif|webp|avif);)/i.test(value);
}

/** An image given as a URL string, `{uri}`, or Ultra's `{contentType, uris: [...], integrity}`. */
function imageFrom(value: unknown): string | null {
  const candidates: unknown[] = typeof value === 'string' ? [value] : [];
  if (isObject(value)) {
    if (Array.isArray(value.uris)) candidates.push(...(value.uris as unknown[]));
    candidates.push(value.uri, value.url);
  }
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && isSafeImageUrl(candidate.trim())) return candidate.trim();
  }
  return null;
}

function attributeValue(value: unknown): string | null {
  const inner = isObject(value) && 'value' in value ? value.value : value;
  if (typeof inner === 'string') return text(inner);
  if (typeof inner === 'number' || typeof inner === 'boolean') return String(inner);
  return null;
}

/** `{key: value | {value}}` (Ultra) or `[{name | key | trait_type, value}]` (common NFT shape). */
function attributesFrom(value: unknown): UniqAttribute[] {
  const pairs: Array<[unknown, unknown]> = Array.isArray(value)
    ? value.filter(isObject).map((entry) => [entry.name ?? entry.key ?? entry.trait_type, entry])
    : isObject(value)
      ? Object.entries(value)
      : [];
  const out: UniqAttribute[] = [];
  for (const [rawName, rawValue] of pairs) {
    const name = text(rawName);
    const shown = attributeValue(rawValue);
    if (name && shown !== null) out.push({ name, value: shown });
    if (out.length >= MAX_ATTRIBUTES) break;
  }
  return out;
}

export function readUniqMetadata(metadata: unknown): UniqMetadataDisplay {
  const m = isObject(metadata) ? metadata : {};
  const name = text(at(m, 'content', 'name')) ?? text(m.name) ?? text(m.title);
  const description = text(at(m, 'content', 'description')) ?? text(m.description);
  const image =
    imageFrom(at(m, 'media', 'images', 'square')) ??
    imageFrom(at(m, 'medias', 'square')) ??
    imageFrom(m.squareImage) ??
    imageFrom(m.image) ??
    imageFrom(at(m, 'images', 'square')) ??
    imageFrom(at(m, 'media', 'images', 'product'));
  const attributes = attributesFrom(m.attributes ?? at(m, 'content', 'attributes'));
  return { name, description, image, attributes };
}

/** Ultra's dynamic default token URIs carry `{serial_number}`; static ones are used as they are. */
export function tokenMetadataUri(
  tokenUri: string | null,
  defaultTokenUri: string | null,
  serial: string,
): string | null {
  const uri = tokenUri ?? defaultTokenUri;
  return uri ? uri.replaceAll('{serial_number}', encodeURIComponent(serial)) : null;
}
