// The pure rules behind the player's tournament screens: which action a viewer gets, the registration form's
// checks and bodies (isOldEnough only when true), the readable labels and the list's query string.
import { describe, expect, it } from 'vitest';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { validationTexts } from '../../../src/contract/validation-texts.js';
import { tournamentActions } from '../../../web/features/tournaments/components/tournament-action.js';
import { noteServerNow, serverNow } from '../../../web/app/api/server-clock.js';
import {
  emptyRegistration,
  soloBody,
  teamBody,
  validateRegistration,
  validateTeamChoice,
} from '../../../web/features/tournaments/components/registration-form.js';
import {
  ordinal,
  rewardRanksLabel,
  schedulePhases,
  stateLabel,
  stateRepeatsStatus,
  stateTone,
} from '../../../web/features/tournaments/components/tournament-labels.js';
import { listQueryString, pageOf } from '../../../web/features/tournaments/api/get-tournaments.js';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function view(viewer: Partial<TournamentView['viewer']>, overrides: Partial<TournamentView> = {}): TournamentView {
  return {
    id: 't1',
    organizationId: 'o1',
    organizationName: 'Nova Events',
    game: { id: 'g', code: 'chess', name: 'Chess' },
    name: 'Nova Cup',
    status: 'published',
    hidden: false,
    promoted: false,
    publishedAt: iso(NOW - HOUR),
    createdAt: iso(NOW - 2 * HOUR),
    mainInformation: null,
    settings: null,
    format: null,
    schedule: {
      registration: { start: iso(NOW - HOUR), end: iso(NOW + HOUR) },
      checkIn: { start: iso(NOW + HOUR), end: iso(NOW + 2 * HOUR) },
      rounds: [{ start: iso(NOW + 3 * HOUR), end: iso(NOW + 4 * HOUR) }],
    },
    prizepool: null,
    leaderboard: null,
    participantCount: 0,
    registrationFull: false,
    viewer: { role: 'SPECTATOR', registration: 'NONE', state: 'REGISTRATION_OPEN', ...viewer },
    ...overrides,
  } as TournamentView;
}

describe('tournament actions', () => {
  it("follow the server's clock as the last API answer told it, not the visitor's", () => {
    // The visitor's clock says now is NOW (registration open); the server says check-in opened an hour ago.
    const visitorNow = Date.now();
    noteServerNow(NOW + 2 * HOUR - 1000 + (Date.now() - visitorNow), Date.now());
    try {
      expect(Math.abs(serverNow() - (NOW + 2 * HOUR - 1000))).toBeLessThan(1000);
      const registered = view({ role: 'PARTICIPANT', registration: 'REGISTERED', state: 'REGISTERED' });
      expect(tournamentActions(registered, true).primary).toBe('check-in');
      expect(tournamentActions(view({}), true).primary).toBe(null);
    } finally {
      noteServerNow(Date.now());
    }
  });

  it('offers Register to a signed-in spectator while registration is open, and nothing to a visitor', () => {
    expect(tournamentActions(view({}), true, NOW)).toEqual({ primary: 'register', canCancel: false });
    expect(tournamentActions(view({ state: 'GATED_ACCESS_REGISTRATION_OPEN' }), true, NOW).primary).toBe('register');
    expect(tournamentActions(view({}), false, NOW)).toEqual({ primary: null, canCancel: false });
    // Closed by time or by capacity: the same rules as the server's (src/domain/participation-rules.ts).
    expect(tournamentActions(view({ state: 'CHECKIN_OPEN' }), true, NOW + HOUR)).toEqual({
      primary: null,
      canCancel: false,
    });
    const full = {
      participantCount: 8,
      registrationFull: true,
      format: { maxParticipants: 8 } as TournamentView['format'],
    };
    expect(tournamentActions(view({ state: 'REGISTRATION_CLOSED' }, full), true, NOW)).toEqual({
      primary: null,
      canCancel: false,
    });
    expect(
      tournamentActions(
        view({ role: 'PARTICIPANT', registration: 'PENDING', state: 'REGISTRATION_PENDING' }),
        true,
        NOW,
      ).primary,
    ).toBe(null);
  });

  it('lets a registered player cancel, check in during check-in, and shows "Checked in" after', () => {
    expect(
      tournamentActions(view({ role: 'PARTICIPANT', registration: 'REGISTERED', state: 'REGISTERED' }), true, NOW),
    ).toEqual({ primary: null, canCancel: true });
    const checkInOpen = NOW + HOUR;
    expect(
      tournamentActions(
        view({ role: 'PARTICIPANT', registration: 'REGISTERED', state: 'CHECKIN_OPEN' }),
        true,
        checkInOpen,
      ),
    ).toEqual({ primary: 'check-in', canCancel: true });
    expect(
      tournamentActions(
        view({ role: 'PARTICIPANT', registration: 'REGISTERED', state: 'CHECKIN_CLOSED' }),
        true,
        NOW + 2 * HOUR,
      ),
    ).toEqual({ primary: null, canCancel: false });
    expect(
      tournamentActions(view({ role: 'PARTICIPANT', registration: 'CHECKED_IN', state: 'CHECKED_IN' }), true, NOW),
    ).toEqual({ primary: 'checked-in', canCancel: true });
  });

  it('stops offering cancel once check-in has closed, and offers nothing to organizers or on other statuses', () => {
    const later = NOW + 2 * HOUR;
    expect(
      tournamentActions(view({ role: 'PARTICIPANT', registration: 'CHECKED_IN', state: 'CHECKED_IN' }), true, later),
    ).toEqual({ primary: 'checked-in', canCancel: false });
    expect(tournamentActions(view({ role: 'ORGANIZER' }), true, NOW)).toEqual({ primary: null, canCancel: false });
    expect(tournamentActions(view({}, { status: 'canceled' }), true, NOW)).toEqual({ primary: null, canCancel: false });
  });
});

describe('registration form', () => {
  it('reports every missing field with the SPEC §5 texts', () => {
    expect(validateRegistration(emptyRegistration())).toEqual({
      discordNickname: validationTexts.required,
      gameNickname: validationTexts.required,
      acceptedArenaTermsOfUse: validationTexts.required,
      acceptedTournamentTermsOfUse: validationTexts.required,
      isOldEnough: validationTexts.required,
    });
    const filled = {
      discordNickname: ' nova#1 ',
      gameNickname: 'x'.repeat(257),
      acceptedArenaTermsOfUse: true,
      acceptedTournamentTermsOfUse: true,
      isOldEnough: true,
    };
    expect(validateRegistration(filled)).toEqual({ gameNickname: validationTexts.maxLength(256) });
    expect(validateRegistration({ ...filled, discordNickname: '   ', gameNickname: 'Nova' })).toEqual({
      discordNickname: validationTexts.required,
    });
  });

  it('sends trimmed names, isOldEnough only when true and the ticket only when given', () => {
    const values = {
      discordNickname: ' nova#1 ',
      gameNickname: ' Nova ',
      acceptedArenaTermsOfUse: true,
      acceptedTournamentTermsOfUse: true,
      isOldEnough: true,
    };
    expect(soloBody(values)).toEqual({
      discordNickname: 'nova#1',
      gameNickname: 'Nova',
      acceptedArenaTermsOfUse: true,
      acceptedTournamentTermsOfUse: true,
      isOldEnough: true,
    });
    expect(soloBody({ ...values, isOldEnough: false })).not.toHaveProperty('isOldEnough');
    expect(soloBody(values)).not.toHaveProperty('ticketTransactionId');
    expect(soloBody(values, 'abc123').ticketTransactionId).toBe('abc123');
    expect(teamBody(values, { teamId: 'team', userIds: ['a', 'b', 'a'] })).toMatchObject({
      teamId: 'team',
      userIds: ['a', 'b'],
      isOldEnough: true,
    });
  });

  it('keeps the team choice within the tournament limits', () => {
    const limits = { minPlayers: 2, maxPlayers: 3 };
    expect(validateTeamChoice({ teamId: null, userIds: [] }, limits)).toEqual({ teamId: validationTexts.required });
    expect(validateTeamChoice({ teamId: 't', userIds: ['a'] }, limits)).toEqual({
      userIds: validationTexts.tooFewPlayers(2, 3),
    });
    expect(validateTeamChoice({ teamId: 't', userIds: ['a', 'a'] }, limits)).toEqual({
      userIds: validationTexts.tooFewPlayers(2, 3),
    });
    expect(validateTeamChoice({ teamId: 't', userIds: ['a', 'b', 'c', 'd'] }, limits)).toEqual({
      userIds: validationTexts.tooManyPlayers(2, 3),
    });
    expect(validateTeamChoice({ teamId: 't', userIds: ['a', 'b'] }, limits)).toEqual({});
  });

  it('says which team rule is not met, in words', () => {
    const limits = { minPlayers: 5, maxPlayers: 7 };
    expect(validateTeamChoice({ teamId: 't', userIds: ['a', 'b', 'c'] }, limits, 3)).toEqual({
      userIds: 'Your team has 3 members; this tournament needs at least 5 players per team.',
    });
    expect(validateTeamChoice({ teamId: 't', userIds: ['a'] }, limits, 6)).toEqual({
      userIds: 'Choose at least 5 players: this tournament takes 5 to 7 players per team.',
    });
    expect(validateTeamChoice({ teamId: 't', userIds: ['a', 'b'] }, { minPlayers: 1, maxPlayers: 1 }, 2)).toEqual({
      userIds: 'Choose at most 1 player: this tournament takes 1 player per team.',
    });
  });
});

describe('labels and list query', () => {
  it('names states, ranks and phases for people', () => {
    expect(stateLabel('CHECKIN_OPEN')).toBe('Check-in open');
    expect(stateLabel('REGISTERED')).toBe('Registered');
    expect(stateTone('TOURNAMENT_CANCELED')).toBe('danger');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
    expect(rewardRanksLabel({ kind: 'RANGE', startRank: 4, endRank: 8 })).toBe('4th to 8th place');
    expect(schedulePhases(view({}).schedule!).map((phase) => phase.label)).toEqual([
      'Registration',
      'Check-in',
      'Round',
    ]);
  });

  it('drops the state badge only where it repeats the status (a guest on a finished tournament)', () => {
    const finished = view({ state: 'TOURNAMENT_COMPLETE' }, { status: 'finished' });
    expect(stateRepeatsStatus(finished.status, finished.viewer)).toBe(true);
    const champion = view({ state: 'FIRST_PLACE', registration: 'CHECKED_IN' }, { status: 'finished' });
    expect(stateRepeatsStatus(champion.status, champion.viewer)).toBe(false);
    expect(stateRepeatsStatus('canceled', view({ state: 'TOURNAMENT_CANCELED' }).viewer)).toBe(true);
    expect(stateRepeatsStatus('live', view({ state: 'MATCH_AVAILABLE' }).viewer)).toBe(false);
    expect(stateRepeatsStatus('published', view({ state: 'REGISTRATION_OPEN' }).viewer)).toBe(false);
  });

  it('sends only the filters that are set, in a fixed order', () => {
    expect(listQueryString({})).toBe('');
    expect(listQueryString({ platform: 'mac', game: 'chess' })).toBe('?game=chess&platform=mac');
    expect(listQueryString({ status: 'live' })).toBe('?status=live');
    expect(listQueryString({ after: 'b', limit: 24, game: 'chess' })).toBe('?game=chess&limit=24&after=b');
  });

  it('shows a page of the answer asked with one more, and offers the next page only when that one came', () => {
    const answer = (n: number) => Array.from({ length: n }, (_, i) => view({}, { id: `t${i}` }));
    expect(pageOf(answer(4), 3)).toEqual({ tournaments: answer(3), after: 't2' });
    expect(pageOf(answer(3), 3)).toEqual({ tournaments: answer(3), after: undefined });
    expect(pageOf(answer(1), 3)).toEqual({ tournaments: answer(1), after: undefined });
    expect(pageOf([], 3)).toEqual({ tournaments: [], after: undefined });
  });
});
