import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssuesToFieldErrors } from '../../server/plugins/zod-field-errors.js';

// The same translation the API applies to request validation failures.
function fieldErrorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return zodIssuesToFieldErrors(
    result.error.issues.map((issue) => {
      const { path, code, message, ...rest } = issue as unknown as {
        path: (string | number)[];
        code: string;
        message: string;
      };
      return { path, code, message, issue: rest };
    }),
    'body',
  );
}

describe('validation failures become SPEC §5 texts keyed by field', () => {
  const schema = z.object({
    nickname: z.string().min(3).max(32),
    email: z.email().optional(),
    age: z.number().int().min(13).max(120).optional(),
    site: z.url().optional(),
    accounts: z.object({ steam: z.string().max(4) }).optional(),
  });

  it.each([
    [{}, { nickname: 'This field is required.' }],
    [{ nickname: 'ab' }, { nickname: 'Field must have at least 3 characters.' }],
    [{ nickname: 'x'.repeat(33) }, { nickname: 'The value cannot exceed 32 characters.' }],
    [{ nickname: 'abc', age: 12 }, { age: 'The minimum value allowed is 13.' }],
    [{ nickname: 'abc', age: 121 }, { age: 'The maximum value allowed is 120.' }],
    [{ nickname: 'abc', email: 'nope' }, { email: 'Invalid e-mail' }],
    [{ nickname: 'abc', site: 'nope' }, { site: 'Invalid link' }],
    [
      { nickname: 'abc', accounts: { steam: 'toolong' } },
      { 'accounts.steam': 'The value cannot exceed 4 characters.' },
    ],
    [{ nickname: 5 }, { nickname: 'Invalid value' }],
  ])('%j → %j', (input, expected) => {
    expect(fieldErrorsOf(schema, input)).toEqual(expected);
  });
});
