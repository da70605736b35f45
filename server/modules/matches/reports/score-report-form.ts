// Reads the multipart bodies of the score reports (SPEC §7): duel `winner`, `scoreParticipant` and
// `scoreOpponent` (one value per game, repeated in game order; "participant" is the reporter's side) with
// files `{index}-game-screenshot`; FFA `gameIndex`, `isForfeit`, `ingameRank`, `ingameMetricScores` (a JSON
// array of {score}) with `screenshotUrl` or a `screenshot` file. Malformed input is a 400 with field errors.
// A report without a file may come as a JSON object of the same fields instead (issue 28: the web app sends one when
// there is no screenshot; reading multipart was 9 % of a report's CPU): it is read into the same fields and checked
// by the same code, numbers and lists as values or strings alike.
import type { FastifyRequest } from 'fastify';
import { HttpError, fieldErrors } from '../../../http-error.js';
import { validationMessages as msg } from '../../../../src/domain/index.js';

export interface DuelReportForm {
  winner: number;
  scoreParticipant: number[];
  scoreOpponent: number[];
  /** Screenshot bytes by 0-based game index. */
  screenshots: Map<number, Buffer>;
}

export interface FfaReportForm {
  gameIndex: number;
  isForfeit: boolean;
  ingameRank?: number;
  ingameMetricScores?: { score: number }[];
  screenshotUrl?: string;
  screenshot?: Buffer;
}

interface RawForm {
  fields: Map<string, string[]>;
  files: Map<string, Buffer>;
}

const SCREENSHOT_FILE = /^(\d{1,2})-game-screenshot$/;
const MAX_GAMES = 9;

/** A JSON body's fields as multipart would have given them: scalars as text, a list as its items, objects as JSON. */
function jsonForm(body: unknown): RawForm {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'BAD-REQUEST');
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const fields = new Map<string, string[]>();
  for (const [name, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    const scalarList = Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null);
    fields.set(name, scalarList ? value.map(text) : [text(value)]);
  }
  return { fields, files: new Map() };
}

async function readRawForm(request: FastifyRequest): Promise<RawForm> {
  if (!request.isMultipart()) {
    if (/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return jsonForm(request.body);
    throw new HttpError(415, 'UNSUPPORTED-MEDIA-TYPE');
  }
  const form: RawForm = { fields: new Map(), files: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Every file part must be drained, or the request never ends.
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, 'PAYLOAD-TOO-LARGE');
        if (bytes.byteLength > 0) form.files.set(part.fieldname, bytes);
      } else if (typeof part.value === 'string') {
        form.fields.set(part.fieldname, [...(form.fields.get(part.fieldname) ?? []), part.value]);
      }
    }
  } catch (error) {
    // A cut-off or malformed multipart body is the client's mistake, never a 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status && status >= 400 && status < 500)) throw error;
    throw new HttpError(400, 'BAD-REQUEST');
  }
  return form;
}

function integer(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '' || !/^-?\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** A list field sent as repeated parts, or as one comma-separated or JSON array value. */
function integerList(values: string[] | undefined): (number | null)[] {
  if (!values || values.length === 0) return [];
  const flat =
    values.length === 1 && values[0].trim().startsWith('[')
      ? (() => {
          try {
            const parsed = JSON.parse(values[0]) as unknown;
            return Array.isArray(parsed) ? parsed.map(String) : [values[0]];
          } catch {
            return [values[0]];
          }
        })()
      : values.length === 1
        ? values[0].split(',')
        : values;
  return flat.map((value) => integer(value));
}

export async function readDuelReportForm(request: FastifyRequest): Promise<DuelReportForm> {
  const { fields, files } = await readRawForm(request);
  const errors: Record<string, string> = {};
  const winner = integer(fields.get('winner')?.[0]);
  if (winner === null) errors.winner = msg.REQUIRED;
  const mine = integerList(fields.get('scoreParticipant'));
  const theirs = integerList(fields.get('scoreOpponent'));
  if (mine.length === 0) errors.scoreParticipant = msg.REQUIRED;
  if (theirs.length === 0) errors.scoreOpponent = msg.REQUIRED;
  if (mine.length > MAX_GAMES) errors.scoreParticipant = msg.INVALID_VALUE;
  if (mine.length !== theirs.length && mine.length > 0 && theirs.length > 0) errors.scoreOpponent = msg.INVALID_VALUE;
  mine.forEach((score, g) => {
    if (score === null || score < 0) errors[`scoreParticipant.${g}`] = msg.INVALID_VALUE;
  });
  theirs.forEach((score, g) => {
    if (score === null || score < 0) errors[`scoreOpponent.${g}`] = msg.INVALID_VALUE;
  });
  const screenshots = new Map<number, Buffer>();
  for (const [name, bytes] of files) {
    const match = SCREENSHOT_FILE.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    if (index >= MAX_GAMES) errors[name] = msg.INVALID_VALUE;
    else screenshots.set(index, bytes);
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { winner: winner!, scoreParticipant: mine as number[], scoreOpponent: theirs as number[], screenshots };
}

export async function readFfaReportForm(request: FastifyRequest): Promise<FfaReportForm> {
  const { fields, files } = await readRawForm(request);
  const errors: Record<string, string> = {};
  const gameIndex = integer(fields.get('gameIndex')?.[0] ?? '0');
  if (gameIndex === null || gameIndex < 0 || gameIndex > 63) errors.gameIndex = msg.INVALID_VALUE;
  const forfeitText = fields.get('isForfeit')?.[0] ?? 'false';
  if (forfeitText !== 'true' && forfeitText !== 'false') errors.isForfeit = msg.INVALID_VALUE;
  const isForfeit = forfeitText === 'true';
  const form: FfaReportForm = { gameIndex: gameIndex ?? 0, isForfeit };
  const rankText = fields.get('ingameRank')?.[0];
  if (rankText !== undefined && rankText !== '' && !isForfeit) {
    const rank = integer(rankText);
    if (rank === null || rank < 1 || rank > 1024) errors.ingameRank = msg.INVALID_VALUE;
    else form.ingameRank = rank;
  }
  const metricsText = fields.get('ingameMetricScores')?.[0];
  if (metricsText !== undefined && metricsText !== '' && !isForfeit) {
    try {
      const parsed = JSON.parse(metricsText) as unknown;
      const valid =
        Array.isArray(parsed) &&
        parsed.length <= 16 &&
        parsed.every(
          (entry) =>
            entry &&
            typeof entry === 'object' &&
            typeof (entry as { score?: unknown }).score === 'number' &&
            Number.isFinite((entry as { score: number }).score) &&
            Math.abs((entry as { score: number }).score) <= 1_000_000,
        );
      if (!valid) errors.ingameMetricScores = msg.INVALID_VALUE;
      else form.ingameMetricScores = (parsed as { score: number }[]).map((entry) => ({ score: entry.score }));
    } catch {
      errors.ingameMetricScores = msg.INVALID_VALUE;
    }
  }
  const url = fields.get('screenshotUrl')?.[0];
  if (url) {
    if (url.length > 2048 || !/^(https?:\/\/|\/uploads\/)/i.test(url)) errors.screenshotUrl = msg.INVALID_LINK;
    else form.screenshotUrl = url;
  }
  const file = files.get('screenshot');
  if (file) form.screenshot = file;
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return form;
}
