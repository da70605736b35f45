// Checks a response against a JSON shape of the contract (web/build/contract-shapes-plugin.ts) without zod,
// so the first visit of a page need not download zod (issue 16 §3). It reads the structural keywords the
// plugin keeps: type, properties/required, additionalProperties (records), items, enum, const, anyOf/oneOf/allOf.
export interface JsonShape {
  type?: string | string[];
  properties?: Record<string, JsonShape>;
  required?: string[];
  additionalProperties?: JsonShape;
  items?: JsonShape;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonShape[];
  oneOf?: JsonShape[];
  allOf?: JsonShape[];
}

/** What RequestOptions.schema needs: a zod schema has the same safeParse. */
export interface ResponseParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === type;
  }
}

/** The path of the first place `value` does not fit `shape`, or null when it fits. */
export function shapeMismatch(shape: JsonShape, value: unknown, path = '$'): string | null {
  if (shape.type !== undefined && ![shape.type].flat().some((type) => hasType(type, value)))
    return `${path}: not ${[shape.type].flat().join(' or ')}`;
  if (shape.enum && !shape.enum.includes(value)) return `${path}: not one of ${shape.enum.join(', ')}`;
  if ('const' in shape && shape.const !== value) return `${path}: not ${String(shape.const)}`;
  for (const union of [shape.anyOf, shape.oneOf]) {
    if (union && union.every((option) => shapeMismatch(option, value, path) !== null))
      return `${path}: fits none of its forms`;
  }
  for (const part of shape.allOf ?? []) {
    const mismatch = shapeMismatch(part, value, path);
    if (mismatch) return mismatch;
  }
  if (Array.isArray(value) && shape.items) {
    for (const [index, item] of value.entries()) {
      const mismatch = shapeMismatch(shape.items, item, `${path}[${index}]`);
      if (mismatch) return mismatch;
    }
  }
  if (isObject(value)) {
    for (const key of shape.required ?? []) if (!(key in value)) return `${path}.${key}: missing`;
    for (const [key, item] of Object.entries(value)) {
      const property = shape.properties?.[key] ?? shape.additionalProperties;
      // undefined is how an optional property is absent.
      const mismatch = property && item !== undefined ? shapeMismatch(property, item, `${path}.${key}`) : null;
      if (mismatch) return mismatch;
    }
  }
  return null;
}

/** A parser for RequestOptions.schema: the body as is when it fits the shape. */
export function responseShape<T>(generated: unknown): ResponseParser<T> {
  const shape = generated as JsonShape;
  return {
    safeParse(value) {
      const mismatch = shapeMismatch(shape, value);
      return mismatch ? { success: false, error: { message: mismatch } } : { success: true, data: value as T };
    },
  };
}
