// The demo organization's tournaments (demo-tournament-plans.ts), played through the services the API uses:
// the organizer's wizard publishes, players register and check in, the phase service and the play clock
// seed and pair, players report scores, and the play clock finishes. A SteppedClock walks each tournament's
// schedule in the past, so the brackets, standings and audit trails are the engine's own and carry the
// instants they would have had. Safe to run again: a demo tournament that already exists is left alone.
import type { Kysely } from 'kysely';
import {
  FormatSectionSchema,
  MainInformationSectionSchema,
  ScheduleSectionSchema,
  SettingsSectionSchema,
  SoloRegistrationBodySchema,
} from '../../../../src/contract/tournaments.js';
import {
  DEFAULT_DISPUTE_BUFFER_MS,
  MINUTE_MS,
  createSeededRandom,
  type SeededRandom,
} from '../../../../src/domain/index.js';
import type { Database } from '../../../db/schema.js';
import { SteppedClock } from '../../../clock.js';
import type { FileStorage } from '../../../storage/file-storage.js';
import { leaderboardIdNamed } from '../../leaderboards/leaderboards-module.js';
import { organizationOfUser } from '../../organizations/organizations-module.js';
import { createTournamentSteps, toDomainSchedule } from '../../tournaments/tournaments-module.js';
import type { UserRow } from '../../users/users-module.js';
import {
  DEMO_STRENGTH,
  demoTournamentPlans,
  type DemoScoreStyle,
  type DemoTournamentPlan,
} from './demo-tournament-plans.js';
import { loadEventStages } from '../stages/event-stages.js';
import { bestOfForRound } from '../stages/stored-play.js';
import * as repo from '../play/play-repository.js';
import { PlayService } from '../play/play-service.js';
import type { ResultsFinalListener } from '../results/results-final.js';
import { ReportService } from '../reports/report-service.js';
import { roundWindow } from '../rounds/round-windows.js';
import { SeedingService } from '../rounds/seeding-service.js';

type Db = Kysely<Database>;

/**
 * The demo accounts with published passwords (README) in the live Swiss. They win their first-round matches, so
 * round 2 pairs them with each other (its winners' group is theirs alone) and both sides of every match left for a
 * newcomer can be signed in to report and confirm: a match against a generated player could not be confirmed.
 */
const LIVE_DEMO_ACCOUNTS = ['PixelPaula', 'ByteBruno', 'CaptainKai', 'TeamOwner'];

export interface DemoTournamentsOptions {
  db: Db;
  storage: FileStorage;
  /** The demo organizer, who owns the demo organization. */
  organizer: UserRow;
  /** Everyone who may take part, by nickname. */
  players: Map<string, UserRow>;
  /** The seeding instant: schedules are laid out around it. */
  start: number;
  /** Told when a demo tournament's placements are final, as the server's modules are (the leaderboard fold). */
  resultsFinal?: readonly ResultsFinalListener[];
}

function services(db: Db, storage: FileStorage, clock: SteppedClock, resultsFinal: readonly ResultsFinalListener[]) {
  return {
    // The organizer's wizard, registration and check-in, and the phases (the demo tournaments are OPEN, so
    // registration never asks the chain).
    tournament: createTournamentSteps(db, clock),
    play: new PlayService(db, clock, resultsFinal),
    // The driver advances the play clock itself after each round, so nothing is poked in the background.
    reports: new ReportService({ db, clock, storage, onMatchFinal: () => {} }),
    seeding: new SeedingService(db, clock),
  };
}

type Services = ReturnType<typeof services>;

export async function seedDemoTournaments(options: DemoTournamentsOptions): Promise<void> {
  const { db, organizer } = options;
  const organizationId = await organizationOfUser(db, organizer.id);
  if (!organizationId) return;
  const clock = new SteppedClock(options.start);
  const run = services(db, options.storage, clock, options.resultsFinal ?? []);
  for (const plan of demoTournamentPlans(options.start)) {
    if (await run.tournament.findByName(organizationId, plan.name)) continue;
    await new DemoTournament(plan, run, clock, options).play();
  }
}

class DemoTournament {
  private readonly rng: SeededRandom;
  private readonly schedule;
  private id = '';

  constructor(
    private readonly plan: DemoTournamentPlan,
    private readonly run: Services,
    private readonly clock: SteppedClock,
    private readonly options: DemoTournamentsOptions,
  ) {
    this.rng = createSeededRandom(hashOf(plan.name));
    this.schedule = toDomainSchedule(plan.schedule);
  }

  private player(nickname: string): UserRow {
    const user = this.options.players.get(nickname);
    if (!user) throw new Error(`Demo player ${nickname} is missing`);
    return user;
  }

  /** By the plan's nickname (a demo account may have been renamed since). */
  private strength(user: UserRow): number {
    for (const [nickname, known] of this.options.players)
      if (known.id === user.id) return DEMO_STRENGTH[nickname] ?? 60;
    return 60;
  }

  async play(): Promise<void> {
    await this.publish();
    await this.registerAndCheckIn();
    if (this.plan.stage === 'OPEN') {
      this.clock.set(this.options.start);
      await this.run.tournament.advancePhases(this.id);
      return;
    }
    // Check-in closes and seeding opens: the play clock lists the checked-in players, the organizer seeds them by
    // form, and when seeding closes the play clock draws the first round.
    const seeding = this.schedule.seeding!;
    this.clock.set(seeding.start + 1000);
    await this.advance();
    this.clock.set(seeding.start + 5 * MINUTE_MS);
    await this.seedByStrength();
    this.clock.set(seeding.end + 1000);
    await this.advance();
    for (let round = 0; round < 32; round++) {
      if (this.plan.stage === 'LIVE' && round === (this.plan.liveRound ?? 1)) return this.playLiveRound(round);
      await this.playRound(round);
      // The round is resolved: the play clock completes it and pairs the next one, or finishes the tournament.
      await this.run.play.advance(this.id);
      if ((await repo.findPlay(this.options.db, this.id))?.finished_at) return;
    }
    throw new Error(`Demo tournament ${this.plan.name} did not finish`);
  }

  private async advance(): Promise<void> {
    await this.run.tournament.advancePhases(this.id);
    await this.run.play.advance(this.id);
  }

  /** The organizer fills in the wizard an hour before registration opens and publishes. */
  private async publish(): Promise<void> {
    const { plan, run, options } = this;
    this.clock.set(this.schedule.registration.start - 60 * MINUTE_MS);
    const draft = await run.tournament.create(options.organizer, { disciplineCode: plan.game, name: plan.name });
    this.id = draft.id;
    const sections = {
      'main-information': MainInformationSectionSchema.parse({
        name: plan.name,
        subtitle: plan.subtitle,
        rules: 'Be on time, be fair, report your score right after the match. The organizer decides disputes.',
        howToJoin: plan.howToJoin,
        termsOfUseLink: 'https://nova-events.example/terms',
        platforms: plan.platforms,
      }),
      settings: SettingsSectionSchema.parse({ participantType: 'SOLO_MATCH', accessType: 'OPEN', minimumAge: 13 }),
      format: FormatSectionSchema.parse(plan.format),
      schedule: ScheduleSectionSchema.parse(plan.schedule),
    } as const;
    for (const [section, body] of Object.entries(sections))
      await run.tournament.saveSection(options.organizer, this.id, section as keyof typeof sections, body);
    if (plan.leaderboard) {
      const leaderboardId = await leaderboardIdNamed(options.db, draft.organizationId, plan.leaderboard);
      if (leaderboardId) await run.tournament.saveSection(options.organizer, this.id, 'leaderboard', { leaderboardId });
    }
    await run.tournament.publish(options.organizer, this.id);
  }

  /** Players register over the first hours of the window, then check in during check-in (not for an open one). */
  private async registerAndCheckIn(): Promise<void> {
    const { registration } = this.schedule;
    const players = this.plan.players.map((nickname) => this.player(nickname));
    const spacing = Math.min(
      2 * 60 * MINUTE_MS,
      (Math.min(registration.end, this.options.start) - registration.start) / (players.length + 1),
    );
    for (const [i, user] of players.entries()) {
      this.clock.set(registration.start + (i + 1) * spacing);
      const body = SoloRegistrationBodySchema.parse({
        discordNickname: `${user.nickname.toLowerCase()}#${1000 + i}`,
        gameNickname: user.nickname,
        acceptedArenaTermsOfUse: true,
        acceptedTournamentTermsOfUse: true,
        isOldEnough: true,
      });
      await this.run.tournament.registerSolo(user, this.id, body);
    }
    if (this.plan.stage === 'OPEN') return;
    for (const [i, user] of players.entries()) {
      this.clock.set(this.schedule.checkIn.start + (2 + i * 3) * MINUTE_MS);
      await this.run.tournament.checkIn(user, this.id);
    }
  }

  /** The organizer's seeding: the strongest checked-in player first. */
  private async seedByStrength(): Promise<void> {
    const entrants = await repo.entrantsWithPeople(this.options.db, this.id);
    const byId = new Map([...this.options.players.values()].map((user) => [user.id, user]));
    const order = [...entrants].sort(
      (a, b) => this.strength(byId.get(b.user_id)!) - this.strength(byId.get(a.user_id)!),
    );
    await this.run.seeding.setSeeds(
      this.options.organizer,
      this.id,
      order.map((entrant, i) => ({ registrationId: entrant.registration_id, seed: i + 1 })),
    );
  }

  /** The players of each seed (the registration's user). */
  private async usersBySeed(): Promise<Map<number, UserRow>> {
    const byId = new Map([...this.options.players.values()].map((user) => [user.id, user]));
    const entrants = await repo.entrantsWithPeople(this.options.db, this.id);
    return new Map(entrants.map((entrant) => [entrant.seed, byId.get(entrant.user_id)!]));
  }

  /** Every playable match of the round is reported by both sides, a few minutes apart, inside the round's window. */
  private async playRound(round: number): Promise<void> {
    const window = roundWindow(this.schedule, round);
    const matches = (await repo.matchesOf(this.options.db, this.id, round)).filter((match) => match.status === 'READY');
    const step = Math.min(4 * MINUTE_MS, (window.end - window.start - 10 * MINUTE_MS) / Math.max(1, matches.length));
    const users = await this.usersBySeed();
    const entrantCount = (await repo.findPlay(this.options.db, this.id))?.entrant_count ?? 0;
    const stages = await loadEventStages(this.options.db, this.id, this.plan.format, entrantCount);
    const stage = stages.at(round);
    const lastRound =
      stage.index + 1 >= stages.planned &&
      round === stage.firstRound + stage.adapter.plannedRounds(stage.format, stage.entrantCount) - 1;
    let unopposed = false;
    for (const [i, match] of matches.entries()) {
      const at = window.start + 2 * MINUTE_MS + i * step;
      if (match.kind === 'FFA') await this.playLobby(match, users, at, step);
      else {
        // Both sides report most matches (confirmed at once); the others count once their dispute buffer ends,
        // as on a real evening when a loser does not bother to confirm. The last round is always confirmed.
        const one = !lastRound && this.rng.next() < 0.35;
        unopposed ||= one;
        await this.playDuel(match, users, at, one ? 'ONE' : 'BOTH', this.liveAccountWinning(match, users));
      }
    }
    if (unopposed) this.clock.set(this.clock.now() + DEFAULT_DISPUTE_BUFFER_MS + MINUTE_MS);
  }

  /** The live tournament's demo account in `match` against a generated player, who wins; null elsewhere. */
  private liveAccountWinning(match: repo.MatchRow, users: Map<number, UserRow>): number | null {
    if (this.plan.stage !== 'LIVE') return null;
    const named = new Set(LIVE_DEMO_ACCOUNTS.map((nickname) => this.player(nickname).id));
    const accounts = match.participants.filter((seed) => named.has(users.get(seed)?.id ?? ''));
    return accounts.length === 1 ? accounts[0] : null;
  }

  /**
   * Round 2 of the live tournament, as it stands at the start instant: one match confirmed, one reported by one side
   * (its dispute buffer still running), the others waiting for their players; the demo accounts' matches are left
   * for whoever signs in as them.
   */
  private async playLiveRound(round: number): Promise<void> {
    const users = await this.usersBySeed();
    const named = new Set(LIVE_DEMO_ACCOUNTS.map((nickname) => this.player(nickname).id));
    const open = (await repo.matchesOf(this.options.db, this.id, round)).filter(
      (match) => match.status === 'READY' && !match.participants.some((seed) => named.has(users.get(seed)?.id ?? '')),
    );
    const now = this.options.start;
    if (open[0]) await this.playDuel(open[0], users, now - 9 * MINUTE_MS, 'BOTH');
    if (open[1]) await this.playDuel(open[1], users, now - 3 * MINUTE_MS, 'ONE');
    this.clock.set(now);
    await this.advance();
  }

  private async playDuel(
    match: repo.MatchRow,
    users: Map<number, UserRow>,
    at: number,
    reporters: 'BOTH' | 'ONE',
    forcedWinner: number | null = null,
  ): Promise<void> {
    const [a, b] = match.participants;
    const [userA, userB] = [users.get(a)!, users.get(b)!];
    const strengthA = this.strength(userA);
    const strengthB = this.strength(userB);
    const chanceA = 1 / (1 + 10 ** ((strengthB - strengthA) / 20));
    // The draw is made even when the winner is forced, so the rest of the demo plays out as before.
    const drawn = this.rng.next() < chanceA ? a : b;
    const winner = forcedWinner ?? drawn;
    const games = seriesScores(
      this.plan.scores,
      match.best_of ?? bestOfForRound(this.plan.format, match.round_index),
      this.rng,
    );
    const sides = reporters === 'BOTH' ? [a, b] : [this.rng.next() < 0.5 ? a : b];
    for (const [k, seed] of sides.entries()) {
      this.clock.set(at + k * 2 * MINUTE_MS);
      const won = seed === winner;
      await this.run.reports.reportDuel(users.get(seed)!, this.id, match.id, {
        winner,
        scoreParticipant: games.map(([w, l]) => (won ? w : l)),
        scoreOpponent: games.map(([w, l]) => (won ? l : w)),
        screenshots: new Map(),
      });
    }
  }

  /** Each lobby member reports their own placement and eliminations; the stronger tend to place higher. */
  private async playLobby(match: repo.MatchRow, users: Map<number, UserRow>, at: number, step: number): Promise<void> {
    const members = match.participants.filter((seed) => seed > 0);
    const performance = new Map(members.map((seed) => [seed, this.strength(users.get(seed)!) + this.rng.next() * 35]));
    const ranked = [...members].sort((x, y) => performance.get(y)! - performance.get(x)!);
    for (const [k, seed] of members.entries()) {
      const rank = ranked.indexOf(seed) + 1;
      const eliminations = Math.max(0, Math.round((members.length - rank) * 0.9) + this.rng.nextInt(4));
      this.clock.set(at + Math.floor((k * step) / members.length));
      await this.run.reports.reportFfa(users.get(seed)!, this.id, match.id, {
        gameIndex: 0,
        isForfeit: false,
        ingameRank: rank,
        ingameMetricScores: [{ score: eliminations }],
      });
    }
  }
}

/**
 * The games of a series from the winner's side ([winner's score, loser's score] per game): enough won games to take
 * the best-of, some lost on the way, and the last game won.
 */
export function seriesScores(style: DemoScoreStyle, bestOf: number, rng: SeededRandom): [number, number][] {
  const needed = Math.ceil(bestOf / 2);
  const lost = rng.nextInt(needed);
  const order = [...Array<boolean>(needed - 1).fill(true), ...Array<boolean>(lost).fill(false)];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return [...order, true].map((won) => {
    const game = gameScore(style, rng);
    return won ? game : [game[1], game[0]];
  });
}

function gameScore(style: DemoScoreStyle, rng: SeededRandom): [number, number] {
  if (style === 'CHESS') return [1, 0];
  if (style === 'ROUNDS') return [2, rng.nextInt(2)];
  const goals = 1 + rng.nextInt(5);
  return [goals, rng.nextInt(goals)];
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}
