// A process's copies of answers that many callers receive alike (a tournament's page and the public list, as a
// visitor sees them: issue 28's reads), each kept with the version of what it was built from and the instant it
// would change with time alone. The caller reads the current version first (one small statement, see
// tournaments/visitor-versions.ts), and the copy is sent only if that version is the copy's and the instant has not
// come; otherwise the answer is built as it always was, and kept. So no write, on any process, is ever missed by the
// next read, and no invalidation message is needed. A copy holds the answer's JSON and each compressed form once
// made, so repeating an answer costs neither the building, the response check and serializing, nor the compressor.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock.js';
import {
  acceptedEncoding,
  compressJson,
  COMPRESSION_THRESHOLD_BYTES,
  varyByEncoding,
  type Encoding,
} from './plugins/json-compression.js';

/** What a build answers: the body, and the first instant at which it changes with time alone (null: none). */
export interface BuiltAnswer<T> {
  view: T;
  changesAt: number | null;
}

interface Copy {
  version: string;
  changesAt: number | null;
  json: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  bytes: number;
}

export interface ValidatedAnswersLimits {
  /** Copies kept; the least recently used goes first. */
  entries: number;
  /** Bytes kept over all copies and their compressed forms. */
  bytes: number;
}

const DEFAULT_LIMITS: ValidatedAnswersLimits = { entries: 4096, bytes: 64 * 1024 * 1024 };

export class ValidatedAnswers {
  // A Map iterates in insertion order: a copy used is moved to the end, so the first one is the least recently used.
  private readonly copies = new Map<string, Copy>();
  private bytes = 0;

  constructor(
    private readonly clock: Clock,
    private readonly limits: ValidatedAnswersLimits = DEFAULT_LIMITS,
  ) {}

  /**
   * Sends the answer for `key` at `version`: the kept copy when it is still good, else `build`'s answer, serialized
   * with `serialize` (the route's own response serializer, so both are byte for byte what the route would send).
   */
  async send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    version: string,
    build: () => Promise<BuiltAnswer<T>>,
    serialize: (body: T) => string,
  ): Promise<FastifyReply> {
    let copy = this.copies.get(key);
    if (copy && copy.version === version && (copy.changesAt === null || this.clock.now() < copy.changesAt)) {
      this.copies.delete(key);
      this.copies.set(key, copy);
    } else {
      const built = await build();
      const json = Buffer.from(serialize(built.view));
      copy = { version, changesAt: built.changesAt, json, encoded: {}, bytes: json.length };
      this.keep(key, copy);
    }
    return this.reply(request, reply, copy);
  }

  /** How many copies are kept (for the operator's view of memory). */
  get size(): number {
    return this.copies.size;
  }

  private reply(request: FastifyRequest, reply: FastifyReply, copy: Copy): FastifyReply {
    reply.type('application/json; charset=utf-8');
    // As the compression hook does for every other JSON answer (plugins/json-compression.ts).
    if (copy.json.length < COMPRESSION_THRESHOLD_BYTES || request.method === 'HEAD') return reply.send(copy.json);
    varyByEncoding(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(copy.json);
    let encoded = copy.encoded[encoding];
    if (!encoded) {
      encoded = compressJson(encoding, copy.json);
      copy.encoded[encoding] = encoded;
      copy.bytes += encoded.length;
      this.bytes += encoded.length;
      this.trim();
    }
    reply.header('content-encoding', encoding);
    return reply.send(encoded);
  }

  private keep(key: string, copy: Copy): void {
    const old = this.copies.get(key);
    if (old) {
      this.copies.delete(key);
      this.bytes -= old.bytes;
    }
    this.copies.set(key, copy);
    this.bytes += copy.bytes;
    this.trim();
  }

  /** Drops the least recently used copies until both limits hold (the newest copy always stays). */
  private trim(): void {
    for (const [key, copy] of this.copies) {
      if (this.copies.size <= 1 || (this.copies.size <= this.limits.entries && this.bytes <= this.limits.bytes)) return;
      this.copies.delete(key);
      this.bytes -= copy.bytes;
    }
  }
}
