// UOS amounts as exact 8-decimal fixed point. Money never touches floating point:
// amounts travel as bigint base units (1 UOS = 100,000,000 units) or as strings like "11.20000000 UOS".

export const UOS_SYMBOL = 'UOS';
export const UOS_DECIMALS = 8;
export const UNITS_PER_UOS = 100_000_000n;

const AMOUNT_PATTERN = /^(-)?(\d+)(?:\.(\d{1,8}))?$/;

/** Parses "12.5", "12.50000000" or "12.50000000 UOS" into base units; throws on anything else. */
export function parseUos(text: string): bigint {
  const trimmed = text.trim().replace(/\s+UOS$/, '');
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (!match) throw new RangeError(`Invalid UOS amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(whole) * UNITS_PER_UOS + BigInt(fraction.padEnd(UOS_DECIMALS, '0'));
  return sign ? -units : units;
}

/** Like parseUos but returns null instead of throwing (for validation). */
export function tryParseUos(text: string): bigint | null {
  try {
    return parseUos(text);
  } catch {
    return null;
  }
}

/** Formats base units with all 8 decimals, e.g. 112000000n → "1.12000000". */
export function formatUosAmount(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / UNITS_PER_UOS;
  const fraction = (abs % UNITS_PER_UOS).toString().padStart(UOS_DECIMALS, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** The chain's asset text: "1.12000000 UOS". */
export function formatUos(units: bigint): string {
  return `${formatUosAmount(units)} ${UOS_SYMBOL}`;
}

/**
 * An amount as people read it, without trailing zeros: 2500000000n or "25.00000000" → "25", "1.50000000" → "1.5".
 * Exact (digits are trimmed, never rounded); a string that is not an amount is shown as it came.
 */
export function readableUosAmount(amount: bigint | string): string {
  const units = typeof amount === 'bigint' ? amount : tryParseUos(amount);
  if (units === null) return String(amount);
  return formatUosAmount(units).replace(/\.?0+$/, '');
}
