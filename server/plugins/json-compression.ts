// JSON answers of 1 KB or more are compressed when the client accepts it (issue 28: the tournament list, 17.9 KB, was
// sent as is). Brotli when accepted, else gzip, at fast settings: a list page compresses in a fraction of a
// millisecond, on libuv's thread pool rather than the event loop. Only JSON: server-sent events are written to the
// socket directly (the live routes hijack their reply, so no onSend hook sees them), and downloads, images and
// pages keep their bytes and lengths as they are.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Below this, the headers and the compressor's framing cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 5 };

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: br when accepted, else gzip (or x-gzip, or `*`); none
 * when neither is, or when it is refused with q=0.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (typeof header !== 'string') return parseAcceptedEncoding(header.join(','));
  // Browsers send one of a few headers, on every request: each is parsed once (about 1 % of a cached read's CPU).
  let known = ACCEPTED_BY_HEADER.get(header);
  if (known === undefined) {
    known = parseAcceptedEncoding(header) ?? null;
    if (ACCEPTED_BY_HEADER.size >= ACCEPTED_HEADERS_KEPT) ACCEPTED_BY_HEADER.clear();
    ACCEPTED_BY_HEADER.set(header, known);
  }
  return known ?? undefined;
}

const ACCEPTED_BY_HEADER = new Map<string, Encoding | null>();
const ACCEPTED_HEADERS_KEPT = 64;

function parseAcceptedEncoding(header: string): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*') ?? 0;
  const weightOf = (name: Encoding) => weights.get(name) ?? wildcard;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return undefined;
}

const isJson = (reply: FastifyReply) => {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^application\/(?:[\w.+-]*\+)?json\b/i.test(type);
};

/** Adds accept-encoding to the answer's Vary header (its cached copies differ by it). */
export function varyByEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** The answer's bytes in `encoding`, at the settings above. */
/**
 * A kept copy is compressed once and sent many times (validated-answers.ts), so it is worth a harder setting: the
 * 200-tournament list is 10.3 KB at brotli 5 against 11.5 KB at 4, for 0.5 ms more, once per version.
 */
const KEPT_BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const KEPT_GZIP_OPTIONS = { level: 6 };

export function compressJson(encoding: Encoding, payload: string | Buffer, kept = false): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(payload, kept ? KEPT_BROTLI_OPTIONS : BROTLI_OPTIONS)
    : gzipSync(payload, kept ? KEPT_GZIP_OPTIONS : GZIP_OPTIONS);
}

export function installJsonCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!isJson(reply) || reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return payload;
    varyByEncoding(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    // Compressed in place, not on the thread pool: an answer of a few kilobytes takes well under a millisecond, and a
    // hook that awaited the pool let a shutdown begin mid-answer and wait on it until the forced exit (the
    // process-lifecycle test's drain).
    const compressed = compressJson(encoding, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
