// Composes the ticket check with the registration modal: for a GATED_ACCESS tournament, the props that put
// <TicketCheck> above the form, keep submit off until a ticket is ready, and send the consuming transaction.
// Its state lives with the page, so closing and reopening the modal keeps a ticket already used.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { forgetUsedTicket } from '../api/used-ticket-store.js';
import { TicketCheck } from './ticket-check.js';

export interface TicketGateProps {
  before?: ReactNode;
  submitDisabled?: boolean;
  ticketTransactionId?: string;
}

interface Ready {
  tournamentId: string;
  transactionId?: string;
}

export function useTicketGate(tournament: TournamentView | undefined): TicketGateProps {
  const [ready, setReady] = useState<Ready | null>(null);
  const tournamentId = tournament?.id ?? '';
  const gated = tournament?.settings?.accessType === 'GATED_ACCESS';
  const registered = tournament !== undefined && tournament.viewer.registration !== 'NONE';
  const onReady = useCallback((transactionId?: string) => setReady({ tournamentId, transactionId }), [tournamentId]);

  // Registered: the consumed ticket did its job, the next visit checks the wallet afresh.
  useEffect(() => {
    if (gated && registered) forgetUsedTicket(tournamentId);
  }, [gated, registered, tournamentId]);

  if (!gated) return {};
  const current = ready?.tournamentId === tournamentId ? ready : null;
  return {
    before: <TicketCheck tournamentId={tournamentId} onReady={onReady} />,
    submitDisabled: current === null,
    ticketTransactionId: current?.transactionId,
  };
}
