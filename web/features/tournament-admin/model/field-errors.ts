// Server field errors come keyed by path: the domain validators prefix some sections ('format.…',
// 'schedule.…'), request-schema errors do not. A form asks for its own field and gets either.
import type { FormFieldErrors } from '../../../../src/contract/error-body.js';

export type FieldErrorLookup = (path: string) => string | undefined;

export function fieldErrorLookup(errors: FormFieldErrors | null | undefined, prefix?: string): FieldErrorLookup {
  const all = errors ?? {};
  return (path) => (prefix ? all[`${prefix}.${path}`] : undefined) ?? all[path];
}

/** Texts the form has no field for (so they are not lost): keys not in `shown`. */
export function unplacedErrors(
  errors: FormFieldErrors | null | undefined,
  shown: readonly string[],
  prefix?: string,
): string[] {
  const known = new Set(shown.flatMap((path) => (prefix ? [path, `${prefix}.${path}`] : [path])));
  return Object.entries(errors ?? {})
    .filter(([key]) => !known.has(key))
    .map(([key, text]) => `${key}: ${text}`);
}
