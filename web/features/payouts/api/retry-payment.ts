// POST /tournaments/{id}/payouts/{paymentId}/retry: sends a FAILED payment again now; a refusal is its catalogue
// code (PRIZE-PAYMENT-NOT-RETRYABLE when it is no longer failed), shown beside the payment.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PrizePaymentSchema, type PrizePayment } from '../../../../src/contract/payouts.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { payoutsKey } from './get-payouts.js';

export function retryPayment(tournamentId: string, paymentId: string): Promise<PrizePayment> {
  return api.post(
    apiPaths.tournamentPaymentRetry.build({ id: tournamentId, paymentId }),
    {},
    { schema: PrizePaymentSchema, banner: false },
  );
}

export function useRetryPayment(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => retryPayment(tournamentId, paymentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsKey(tournamentId) }),
  });
}
