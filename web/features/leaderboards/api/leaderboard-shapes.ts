// Zod-free parsers of the leaderboard responses (web/build/contract-shapes-plugin.ts, LEADERBOARD_SHAPES):
// /leaderboards is a public first visit, kept as light as /tournaments.
import shapes from 'virtual:leaderboard-shapes';
import type {
  LeaderboardDetail,
  LeaderboardListItem,
  LeaderboardStandings,
} from '../../../../src/contract/leaderboards.js';
import { responseShape } from '../../../app/api/response-shape.js';

export const LeaderboardDetailShape = responseShape<LeaderboardDetail>(shapes.LeaderboardDetail);
export const LeaderboardListShape = responseShape<LeaderboardListItem[]>(shapes.LeaderboardList);
export const LeaderboardStandingsShape = responseShape<LeaderboardStandings>(shapes.LeaderboardStandings);
