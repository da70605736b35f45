import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, GENERIC_ERROR_TEXT, errorText, isErrorCode } from '../../src/contract/error-catalogue.js';
import { ErrorBodySchema } from '../../src/contract/error-body.js';

describe('error catalogue', () => {
  it('has a human text for every code, and texts are sentences', () => {
    for (const [code, text] of Object.entries(ERROR_CATALOGUE)) {
      expect(text.length, code).toBeGreaterThan(5);
      expect(text[0], code).toBe(text[0].toUpperCase());
    }
  });

  it('names the codes SPEC §8 and the issues fix by name', () => {
    for (const code of [
      'USER-ALREADY-REGISTERED',
      'TOURNAMENT-REGISTRATION-FULL',
      'TOO-MANY-PARTNERS',
      'CANNOT-ACCESS-APP',
      'ALREADY_EXISTS',
      'NOT_VALID_VALUE',
    ]) {
      expect(isErrorCode(code), code).toBe(true);
    }
    expect(ERROR_CATALOGUE.ALREADY_EXISTS).toBe('A team with this name already exists.');
    expect(ERROR_CATALOGUE.NOT_VALID_VALUE).toBe('This avatar format is invalid. Please use .png or .jpg files.');
    expect(ERROR_CATALOGUE['NO-VALID-TICKET']).toBe('No valid ticket found!');
  });

  it('falls back to the generic text for unknown codes and non-strings', () => {
    expect(errorText('SOMETHING-ELSE')).toBe(GENERIC_ERROR_TEXT);
    expect(errorText({ loginUrl: 'x' })).toBe(GENERIC_ERROR_TEXT);
    expect(errorText('toString')).toBe(GENERIC_ERROR_TEXT);
    expect(GENERIC_ERROR_TEXT).toBe('An unexpected error occurred. Please try again.');
  });

  it('the error body accepts a code or a login redirect, with optional field errors', () => {
    expect(ErrorBodySchema.safeParse({ statusCode: 400, message: 'BAD-REQUEST' }).success).toBe(true);
    expect(ErrorBodySchema.safeParse({ statusCode: 401, message: { loginUrl: 'http://x/idp/auth' } }).success).toBe(
      true,
    );
    expect(
      ErrorBodySchema.safeParse({
        statusCode: 400,
        message: 'VALIDATION-FAILED',
        formFieldErrors: { nickname: 'Too short' },
      }).success,
    ).toBe(true);
    expect(ErrorBodySchema.safeParse({ statusCode: 400, message: 42 }).success).toBe(false);
  });
});
