// POST /users/current/email-verification: "send verification link" (issue 29 §1).
import { useMutation } from '@tanstack/react-query';
import type { EmailVerificationResponse } from '../../../../src/contract/users.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export function requestEmailVerification(): Promise<EmailVerificationResponse> {
  return api.post<EmailVerificationResponse>(apiPaths.currentUserEmailVerification.build(), {});
}

export function useRequestEmailVerification() {
  return useMutation({ mutationFn: requestEmailVerification });
}
