// Per-round outcome codes of a Swiss participant, shared by the standings table and the tie-break values.

/** Per-round outcome of one participant. */
export const OUTCOME = { NONE: 0, WIN: 1, LOSS: 2, BYE: 3, WALKOVER_WIN: 4, FORFEIT_LOSS: 5 } as const;
