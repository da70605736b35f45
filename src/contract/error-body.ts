// The one error envelope every API failure uses (SPEC §8).
import { z } from 'zod';

export const LoginRedirectSchema = z.object({ loginUrl: z.string() });

export const ErrorBodySchema = z.object({
  statusCode: z.number().int(),
  /** A catalogue code, or {loginUrl} when the session is missing or expired. */
  message: z.union([z.string(), LoginRedirectSchema]),
  formFieldErrors: z.record(z.string(), z.string()).optional(),
});

export type ErrorBody = z.infer<typeof ErrorBodySchema>;
export type FormFieldErrors = Record<string, string>;
