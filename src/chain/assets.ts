// Antelope `asset` and `symbol` values. UOS amounts go through src/domain/uos.ts; this file handles the
// generic text form ("1.5 USD") and the binary symbol encoding used by tables and scopes.
import { formatUos, parseUos, UOS_DECIMALS, UOS_SYMBOL } from '../domain/uos';

export interface Asset {
  /** Base units (amount × 10^precision). */
  amount: bigint;
  precision: number;
  code: string;
}

const ASSET_PATTERN = /^(-?)(\d+)(?:\.(\d+))? ([A-Z]{1,7})$/;
const SYMBOL_CODE_PATTERN = /^[A-Z]{1,7}$/;

/** Parses the chain's asset text exactly as written: "1.0 UOS" has precision 1, not 8. */
export function parseAsset(text: string): Asset {
  const match = ASSET_PATTERN.exec(typeof text === 'string' ? text.trim() : '');
  if (!match) throw new RangeError(`Invalid asset: ${text}`);
  const [, sign, whole, fraction = '', code] = match;
  if (fraction.length > 18) throw new RangeError(`Asset precision too large: ${text}`);
  const amount = BigInt(whole + fraction);
  return { amount: sign ? -amount : amount, precision: fraction.length, code };
}

export function formatAsset(asset: Asset): string {
  if (asset.code === UOS_SYMBOL && asset.precision === UOS_DECIMALS) return formatUos(asset.amount);
  const negative = asset.amount < 0n;
  const digits = (negative ? -asset.amount : asset.amount).toString().padStart(asset.precision + 1, '0');
  const whole = digits.slice(0, digits.length - asset.precision);
  const fraction = asset.precision > 0 ? `.${digits.slice(digits.length - asset.precision)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction} ${asset.code}`;
}

/** A UOS asset in base units, e.g. 100000000n → "1.00000000 UOS". */
export function uosAsset(units: bigint): string {
  return formatUos(units);
}

/** Parses a UOS asset that must carry exactly 8 decimals and the UOS symbol; returns base units. */
export function parseUosAsset(text: string): bigint {
  const asset = parseAsset(text);
  if (asset.code !== UOS_SYMBOL || asset.precision !== UOS_DECIMALS) throw new RangeError(`Not a UOS asset: ${text}`);
  return parseUos(text);
}

/** symbol_code raw value: the ASCII code bytes little-endian (UOS → 5459797). */
export function symbolCodeValue(code: string): bigint {
  if (!SYMBOL_CODE_PATTERN.test(code)) throw new RangeError(`Invalid symbol code: ${code}`);
  let value = 0n;
  for (let i = code.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(code.charCodeAt(i));
  return value;
}

/** symbol raw value: precision byte then the code (8,UOS → 1397708040). */
export function symbolValue(precision: number, code: string): bigint {
  return (symbolCodeValue(code) << 8n) | BigInt(precision);
}

/** Inverse of symbolCodeValue, or null when the value is not a valid code. */
export function symbolCodeFromValue(value: bigint): string | null {
  let code = '';
  let rest = value;
  while (rest > 0n) {
    code += String.fromCharCode(Number(rest & 0xffn));
    rest >>= 8n;
  }
  return SYMBOL_CODE_PATTERN.test(code) ? code : null;
}

/** 8-byte little-endian asset amount followed by the 8-byte symbol, as the chain packs it. */
export function encodeAsset(asset: Asset): Uint8Array {
  const bytes = new Uint8Array(16);
  const view = new DataView(bytes.buffer);
  view.setBigInt64(0, asset.amount, true);
  view.setBigUint64(8, symbolValue(asset.precision, asset.code), true);
  return bytes;
}

export function decodeAsset(bytes: Uint8Array): Asset {
  if (bytes.length < 16) throw new RangeError('Asset needs 16 bytes');
  const view = new DataView(bytes.buffer, bytes.byteOffset, 16);
  const amount = view.getBigInt64(0, true);
  const symbol = view.getBigUint64(8, true);
  const code = symbolCodeFromValue(symbol >> 8n);
  if (code === null) throw new RangeError('Invalid symbol code in asset');
  return { amount, precision: Number(symbol & 0xffn), code };
}
