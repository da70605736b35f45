// Where an organizer's seed order can come from besides dragging rows (issue 26 §1): a pasted list of names, a
// ranking (a linked leaderboard's standings) or past results in the same game. Each answers the entrants' ids in
// the proposed seed order; entrants the source says nothing about keep their current relative order after the
// ones it placed, so applying a partial source never drops anybody.

/** An entrant as a source sees it: its id and the names it may be listed under (team name, captain nickname). */
export interface SeedingCandidate {
  id: string;
  names: readonly string[];
}

export interface NamedOrder {
  /** Every entrant id once, listed ones first in list order. */
  order: string[];
  /** Lines of the list that matched no entrant (or an entrant already listed), as typed. */
  unknown: string[];
  /** How many entrants the list placed. */
  placed: number;
}

const normalise = (name: string) => name.trim().toLocaleLowerCase();

/** The list's names (one a line, blank lines ignored), matched case-insensitively to the entrants in current order. */
export function orderByNames(candidates: readonly SeedingCandidate[], lines: readonly string[]): NamedOrder {
  const byName = new Map<string, string>();
  for (const candidate of candidates) {
    for (const name of candidate.names) {
      const key = normalise(name);
      if (key && !byName.has(key)) byName.set(key, candidate.id);
    }
  }
  const placed = new Set<string>();
  const unknown: string[] = [];
  for (const line of lines) {
    const key = normalise(line);
    if (!key) continue;
    const id = byName.get(key);
    if (id === undefined || placed.has(id)) unknown.push(line.trim());
    else placed.add(id);
  }
  const rest = candidates.map((candidate) => candidate.id).filter((id) => !placed.has(id));
  return { order: [...placed, ...rest], unknown, placed: placed.size };
}

/**
 * Entrants by a score where lower is better (a leaderboard rank, a mean placement): scored ones first, best first,
 * ties and unscored ones in their current order.
 */
export function orderByScore(currentOrder: readonly string[], scoreOf: ReadonlyMap<string, number>): string[] {
  const position = new Map(currentOrder.map((id, index) => [id, index]));
  const scored = currentOrder.filter((id) => scoreOf.has(id));
  scored.sort((a, b) => scoreOf.get(a)! - scoreOf.get(b)! || position.get(a)! - position.get(b)!);
  return [...scored, ...currentOrder.filter((id) => !scoreOf.has(id))];
}

/** One finish of an entrant in a past tournament: its final rank among `fieldSize` entrants. */
export interface PastFinish {
  entrantId: string;
  finalRank: number;
  fieldSize: number;
}

/**
 * Each entrant's mean relative placement over its past finishes: (rank − 1) / (field − 1), 0 for a win and 1 for
 * last, so a 3rd of 64 weighs more than a 3rd of 4. A field of one counts as a win.
 */
export function pastResultScores(finishes: readonly PastFinish[]): Map<string, number> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const finish of finishes) {
    const relative = finish.fieldSize > 1 ? (finish.finalRank - 1) / (finish.fieldSize - 1) : 0;
    const sum = sums.get(finish.entrantId) ?? { total: 0, count: 0 };
    sums.set(finish.entrantId, { total: sum.total + relative, count: sum.count + 1 });
  }
  return new Map([...sums].map(([id, { total, count }]) => [id, total / count]));
}
