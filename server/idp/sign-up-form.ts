// Validation of the create-account form. Texts are the generic validation messages of SPEC §5.
import type { SignUpField } from './pages/sign-up-page.js';

export interface SignUpInput {
  email: string;
  password: string;
  passwordConfirmation: string;
  nickname: string;
}

export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 32;
export const PASSWORD_MIN = 8;
// scrypt accepts any length; a cap keeps hashing cost per request bounded.
export const PASSWORD_MAX = 128;
const EMAIL_MAX = 254;
// Deliberately loose: one @, something on both sides, a dot in the domain, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const REQUIRED = 'This field is required.';
const atLeast = (length: number) => `Field must have at least ${length} characters.`;
const atMost = (length: number) => `The value cannot exceed ${length} characters.`;

export function readSignUpInput(body: Record<string, unknown>): SignUpInput {
  const text = (key: string) => (typeof body[key] === 'string' ? body[key] : '');
  return {
    email: text('email').trim(),
    password: text('password'),
    passwordConfirmation: text('passwordConfirmation'),
    nickname: text('nickname').trim(),
  };
}

export function validateSignUp(input: SignUpInput): Partial<Record<SignUpField, string>> {
  const errors: Partial<Record<SignUpField, string>> = {};

  if (!input.email) errors.email = REQUIRED;
  else if (input.email.length > EMAIL_MAX) errors.email = atMost(EMAIL_MAX);
  else if (!EMAIL_SHAPE.test(input.email)) errors.email = 'Invalid e-mail.';

  // Count user-perceived characters, not UTF-16 units, so "ÉlodieX" and emoji nicknames are measured fairly.
  const nicknameLength = [...input.nickname].length;
  if (!input.nickname) errors.nickname = REQUIRED;
  else if (nicknameLength < NICKNAME_MIN) errors.nickname = atLeast(NICKNAME_MIN);
  else if (nicknameLength > NICKNAME_MAX) errors.nickname = atMost(NICKNAME_MAX);

  if (!input.password) errors.password = REQUIRED;
  else if (input.password.length < PASSWORD_MIN) errors.password = atLeast(PASSWORD_MIN);
  else if (input.password.length > PASSWORD_MAX) errors.password = atMost(PASSWORD_MAX);

  if (!input.passwordConfirmation) errors.passwordConfirmation = REQUIRED;
  else if (input.passwordConfirmation !== input.password) errors.passwordConfirmation = 'Passwords do not match.';

  return errors;
}

export function duplicateEmailMessage(email: string): string {
  return `Email ${email} is duplicate.`;
}
