// Matchups of FFA lobbies as a stage format: one round of lobbies is stored at a time, drawn from the standings of
// the resolved ones; an amendment draws again the later rounds nobody has played yet.
import {
  appendFfaRound,
  createFfa,
  dropFfaParticipant,
  ffaLobbies,
  ffaStageStandings,
  ffaStandings,
  recordFfaResults,
  startNextFfaRound,
  type FfaTournament,
} from '../../../../src/domain/index.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import type { StageFormat } from './stage-format.js';
import type { NewMatch, StoredEntrant, StoredFfaResult, StoredMatch } from './stored-play.js';

function ffaOptions(format: FormatSection, entrantCount: number) {
  return {
    participantCount: entrantCount,
    lobbySize: Math.max(2, format.lobbySize ?? entrantCount),
    numberOfRounds: Math.max(1, format.numberOfRounds),
    numberOfGames: Math.max(1, format.numberOfGames),
    scoring: format.scoringSystem,
  };
}

function replayFfa(
  format: FormatSection,
  entrants: readonly StoredEntrant[],
  matches: readonly StoredMatch[],
): FfaTournament {
  let t = createFfa(ffaOptions(format, entrants.length));
  for (let r = 0; ; r++) {
    const lobbies = matches.filter((match) => match.round_index === r).sort((a, b) => a.position - b.position);
    if (lobbies.length === 0) break;
    t = appendFfaRound(
      t,
      lobbies.map((lobby) => lobby.participants.map((seed) => seed - 1)),
    );
    const entries = lobbies.flatMap((lobby) =>
      ((lobby.result as StoredFfaResult | null) ?? []).flatMap((entry) =>
        entry.results.map((result) => ({ participant: entry.seed - 1, result })),
      ),
    );
    if (entries.length > 0) t = recordFfaResults(t, r, entries).tournament;
  }
  for (const entrant of entrants) {
    if (entrant.left_at_round === null) continue;
    const leftAt = dropFfaParticipant(
      { ...t, rounds: t.rounds.slice(0, entrant.left_at_round) },
      entrant.seed - 1,
    ).leftAtRound;
    t = { ...t, leftAtRound: leftAt.map((value, i) => Math.min(value, t.leftAtRound[i])) };
  }
  return t;
}

function nextFfaRoundRows(format: FormatSection, t: FfaTournament): NewMatch[] {
  const next = startNextFfaRound(t);
  const r = next.rounds.length - 1;
  return ffaLobbies(next.rounds[r]).map((lobby, l) => ({
    round_index: r,
    position: l,
    kind: 'FFA' as const,
    best_of: Math.max(1, format.numberOfGames),
    third_place: false,
    participants: lobby.map((p) => p + 1),
    status: 'READY' as const,
    winner: null,
    resolution: null,
  }));
}

export const ffaMatchupsStage: StageFormat = {
  plannedRounds: (format) => Math.max(1, format.numberOfRounds),
  roundNames: () => null,
  start: (format, entrants) => ({ matches: nextFfaRoundRows(format, replayFfa(format, entrants, [])), rounds: 1 }),
  nextRound: (format, entrants, matches) => nextFfaRoundRows(format, replayFfa(format, entrants, matches)),
  duelFeed: () => null,
  reflow: null,

  placements: (format, _entrantCount, entrants, matches) =>
    new Map(ffaStandings(replayFfa(format, entrants, matches)).map((row) => [row.participant + 1, row.rank])),

  standings(format, _entrantCount, entrants, matches, started) {
    const bySeed = new Map(entrants.map((entrant) => [entrant.seed, entrant]));
    const table = ffaStandings(replayFfa(format, entrants, matches));
    return {
      columns: ['WINS'],
      rows: table.map((row) => {
        const entrant = bySeed.get(row.participant + 1)!;
        return {
          rank: started ? (entrant.final_rank ?? row.rank) : null,
          seed: entrant.seed,
          name: entrant.name,
          status: entrant.status,
          points: row.points,
          wins: row.wins,
          losses: 0,
          gamesPlayed: row.gamesPlayed,
          tieBreaks: [row.wins],
        };
      }),
    };
  },

  qualifyingStandings: (format, _entrantCount, entrants, matches) =>
    ffaStageStandings(ffaStandings(replayFfa(format, entrants, matches))),
};
