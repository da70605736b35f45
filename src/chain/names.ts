// Antelope `name`: up to 13 characters packed into a uint64 (5 bits each for the first 12, 4 for the 13th).

const NAME_CHARS = '.12345abcdefghijklmnopqrstuvwxyz';
const ACCOUNT_NAME_PATTERN = /^[a-z1-5.]{1,12}$/;

function charValue(char: string): bigint {
  const index = NAME_CHARS.indexOf(char);
  if (index < 0) throw new RangeError(`Invalid character "${char}" in name`);
  return BigInt(index);
}

/** Packs a name into its uint64 value; throws on characters outside `.1-5a-z` or more than 13 characters. */
export function encodeName(name: string): bigint {
  if (name.length > 13) throw new RangeError(`Name is longer than 13 characters: ${name}`);
  let value = 0n;
  for (let i = 0; i < name.length; i++) {
    const c = charValue(name[i]);
    if (i < 12) {
      value |= (c & 0x1fn) << BigInt(64 - 5 * (i + 1));
    } else {
      if (c > 0x0fn) throw new RangeError(`Invalid 13th character in name: ${name}`);
      value |= c;
    }
  }
  return value;
}

/** Unpacks a uint64 name value; trailing dots are dropped, as nodeos prints them. */
export function decodeName(value: bigint): string {
  if (value < 0n || value >= 1n << 64n) throw new RangeError(`Name value out of range: ${value}`);
  const chars = new Array<string>(13);
  let rest = value;
  for (let i = 0; i <= 12; i++) {
    const mask = i === 0 ? 0x0fn : 0x1fn;
    chars[12 - i] = NAME_CHARS[Number(rest & mask)];
    rest >>= i === 0 ? 4n : 5n;
  }
  return chars.join('').replace(/\.+$/, '');
}

/** True for a name that survives a round trip unchanged (no trailing dots, 13th character valid). */
export function isValidName(name: string): boolean {
  if (typeof name !== 'string' || name.length > 13) return false;
  try {
    return decodeName(encodeName(name)) === name;
  } catch {
    return false;
  }
}

/** Account names: 1–12 characters of `a-z 1-5 .`, not ending with a dot. */
export function isValidAccountName(name: string): boolean {
  return typeof name === 'string' && ACCOUNT_NAME_PATTERN.test(name) && !name.endsWith('.');
}
