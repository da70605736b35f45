// The transaction that consumed a ticket, kept per tab until the registration goes through: once signed, the
// Uniq is gone from the wallet, so closing the modal or reloading must not lose the proof of it.
const key = (tournamentId: string) => `arena.ticket.${tournamentId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const readUsedTicket = (tournamentId: string): string | null => storage()?.getItem(key(tournamentId)) ?? null;
export const saveUsedTicket = (tournamentId: string, transactionId: string) =>
  storage()?.setItem(key(tournamentId), transactionId);
export const forgetUsedTicket = (tournamentId: string) => storage()?.removeItem(key(tournamentId));
