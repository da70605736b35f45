// A process's copies of answers that many callers receive alike (a tournament's page and the public list, as a
// visitor sees them: issue 28's reads), each kept with the version of what it was built from and the instant it
// would change with time alone. The caller reads the current version first (one small statement, see
// tournaments/spectator-versions.ts), and the copy is sent only if that version is the copy's and the instant has not
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

/** The first of the instants an answer changes at with time alone (null: none of them; null parts are none). */
export function earliestInstant(...instants: (number | null)[]): number | null {
  const known = instants.filter((at): at is number => at !== null);
  return known.length > 0 ? Math.min(...known) : null;
}

/** One element of a list answer, by its key (a tournament's id): a list copy keeps them to be sent with some replaced. */
export interface AnswerPart {
  key: string;
  json: string;
}

/** A copy as its users see it: the JSON, a list's elements, and the instant it changes with time alone. */
export interface KeptAnswer {
  readonly json: Buffer;
  readonly parts: readonly AnswerPart[] | null;
  readonly changesAt: number | null;
}

interface Copy extends KeptAnswer {
  version: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  bytes: number;
  /** Still among the copies (one already dropped may still be being sent). */
  held: boolean;
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
    serialize: (body: T) => string | AnswerPart[],
  ): Promise<FastifyReply> {
    return this.sendKept(request, reply, await this.kept(key, version, build, serialize));
  }

  /**
   * The good copy for `key` at `version`: the kept one, else `build`'s answer serialized and kept. A serializer that
   * answers the elements of a list keeps them too (the JSON is then the array of them).
   */
  async kept<T>(
    key: string,
    version: string,
    build: () => Promise<BuiltAnswer<T>>,
    serialize: (body: T) => string | AnswerPart[],
  ): Promise<KeptAnswer> {
    let copy = this.copies.get(key);
    if (copy && copy.version === version && (copy.changesAt === null || this.clock.now() < copy.changesAt)) {
      this.copies.delete(key);
      this.copies.set(key, copy);
      return copy;
    }
    const built = await build();
    const serialized = serialize(built.view);
    const parts = typeof serialized === 'string' ? null : serialized;
    const json = Buffer.from(parts ? `[${parts.map((part) => part.json).join(',')}]` : (serialized as string));
    const bytes = json.length + (parts ? json.length : 0);
    copy = { version, changesAt: built.changesAt, json, parts, encoded: {}, bytes, held: true };
    this.keep(key, copy);
    return copy;
  }

  /** The copy kept for `key`, whatever its version (a list's elements, to ask about before checking it). */
  anyVersionOf(key: string): KeptAnswer | undefined {
    return this.copies.get(key);
  }

  /** How many copies are kept (for the operator's view of memory). */
  get size(): number {
    return this.copies.size;
  }

  /** Sends a copy `kept` answered, in the encoding the caller accepts (each made once). */
  sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer): FastifyReply {
    const copy = kept as Copy;
    reply.type('application/json; charset=utf-8');
    // As the compression hook does for every other JSON answer (plugins/json-compression.ts).
    if (copy.json.length < COMPRESSION_THRESHOLD_BYTES || request.method === 'HEAD') return reply.send(copy.json);
    varyByEncoding(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(copy.json);
    let encoded = copy.encoded[encoding];
    if (!encoded) {
      encoded = compressJson(encoding, copy.json, true);
      copy.encoded[encoding] = encoded;
      copy.bytes += encoded.length;
      if (copy.held) {
        this.bytes += encoded.length;
        this.trim();
      }
    }
    reply.header('content-encoding', encoding);
    return reply.send(encoded);
  }

  private keep(key: string, copy: Copy): void {
    const old = this.copies.get(key);
    if (old) {
      this.copies.delete(key);
      this.bytes -= old.bytes;
      old.held = false;
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
      copy.held = false;
    }
  }
}
