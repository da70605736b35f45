// Which medal a rank earns (SPEC §2: 1st gold, 2nd silver, 3rd bronze, others neutral, '-' when no rank).

export type RankTone = 'gold' | 'silver' | 'bronze' | 'neutral' | 'none';

export function rankTone(rank: number | null | undefined): RankTone {
  if (rank === null || rank === undefined || !Number.isInteger(rank) || rank < 1) return 'none';
  if (rank === 1) return 'gold';
  if (rank === 2) return 'silver';
  if (rank === 3) return 'bronze';
  return 'neutral';
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd"; no rank → "-". */
export function rankLabel(rank: number | null | undefined): string {
  if (rankTone(rank) === 'none') return '-';
  const value = rank as number;
  const lastTwo = value % 100;
  const last = value % 10;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${value}${suffix}`;
}
