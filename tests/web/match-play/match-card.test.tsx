// @vitest-environment jsdom
// The match available card's states (issue 11 §2, §3, §5): what it says and which actions it offers for the
// viewer's SPEC §4 state and match flags, including the missed-submission message.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../web/app/query-client.js';
import { MatchCardView } from '../../../web/features/match-play/components/match-card.js';
import {
  MISSED_SUBMISSION_TEXT,
  formatCountdown,
  matchCardModel,
} from '../../../web/features/match-play/model/match-card-model.js';
import type { MatchCardState } from '../../../web/features/match-play/model/match-card-model.js';
import type { MatchDetail } from '../../../src/contract/matches.js';
import { duelDetail, duelReport, entrant } from './match-detail-builder.js';

afterEach(cleanup);

const AT_10_30 = Date.parse('2026-05-01T10:30:00.000Z');

function renderCard(state: MatchCardState, detail: MatchDetail | null) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MatchCardView
        tournamentId="t"
        state={state}
        gameName="Rocket League"
        metricLabels={[]}
        numberOfGames={1}
        onChanged={() => {}}
        detail={detail}
      />
    </QueryClientProvider>,
  );
  return screen.getByTestId('match-card');
}

const buttons = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('match available card', () => {
  it('MATCH_AVAILABLE: the opponent, the game, how to join and "Submit results"', () => {
    const card = renderCard('MATCH_AVAILABLE', duelDetail());
    expect(within(card).getByTestId('match-opponents').textContent).toBe('Bo');
    expect(card.textContent).toContain('Rocket League');
    expect(card.textContent).toContain('Lobby "arena-1", password on Discord.');
    expect(within(card).getByText('Best of 3')).toBeTruthy();
    expect(buttons(card)).toEqual(['Submit results', 'Report an issue']);
  });

  it('RESULT_VALIDATION_AWAITING for the opponent: the reported score with its screenshot, confirm or dispute', () => {
    const detail = duelDetail({
      match: { status: 'REPORTED', bufferEndsAt: '2026-05-01T10:40:00.000Z' },
      viewer: { canReport: false, canConfirm: true, canDispute: true },
      reports: [
        // Stored in side order (Ana, Bo); Bo won games 1 and 3.
        duelReport(
          2,
          [
            [1, 3],
            [3, 2],
            [0, 3],
          ],
          2,
        ),
      ],
    });
    const card = renderCard('RESULT_VALIDATION_AWAITING', detail);
    expect(within(card).getByTestId('match-status').textContent).toBe(
      'Your opponent reported a score. Confirm it, or report it as incorrect.',
    );
    expect(card.textContent).toContain('Bo reported 3–1, 2–3, 3–0 · winner Bo');
    expect(within(card).getByAltText('Screenshot of game 1').getAttribute('src')).toBe('/uploads/shot-2.png');
    expect(buttons(card)).toEqual(['Confirm score', 'Report incorrect score', 'Report an issue']);
  });

  it('DISPUTE: no report or confirm action, the issue report stays', () => {
    const detail = duelDetail({ match: { status: 'DISPUTED' }, viewer: { canReport: false } });
    const card = renderCard('DISPUTE', detail);
    expect(within(card).getByTestId('match-status').textContent).toContain('The score is disputed');
    expect(buttons(card)).toEqual(['Report an issue']);
  });

  it('the round ended without the viewer\'s report: "You missed the submission period…"', () => {
    const missed = duelDetail({ match: { status: 'SCORE_MISSING' }, viewer: { canReport: false } });
    expect(within(renderCard('MATCH_AVAILABLE', missed)).getByTestId('match-status').textContent).toBe(
      MISSED_SUBMISSION_TEXT,
    );
    cleanup();
    // Whoever did report is not told they missed it.
    const reported = duelDetail({
      match: { status: 'SCORE_MISSING' },
      viewer: { canReport: false },
      reports: [duelReport(1, [[1, 0]], 1)],
    });
    expect(within(renderCard('MATCH_AVAILABLE', reported)).getByTestId('match-status').textContent).not.toBe(
      MISSED_SUBMISSION_TEXT,
    );
  });

  it('an FFA lobby others reported in: the viewer who has not reported is asked for their result, not told it is in', () => {
    const detail = duelDetail({
      match: { kind: 'FFA', status: 'REPORTED', displayStatus: 'DISPUTE_BUFFER' },
      viewer: { canReport: true, canConfirm: false, canDispute: true },
    });
    const card = renderCard('RESULT_VALIDATION_AWAITING', detail);
    expect(within(card).getByTestId('match-status').textContent).toMatch(/submit the results/);
    expect(within(card).getByRole('button', { name: 'Submit results' })).toBeTruthy();
  });

  it("follows the match's own status when the tournament state lags (WAITING_MATCH with a READY match)", () => {
    const card = renderCard('WAITING_MATCH', duelDetail());
    expect(within(card).getByTestId('match-status').textContent).toBe(
      'Your match is ready. Join the game, play, then submit the results.',
    );
    expect(buttons(card)).toEqual(['Submit results', 'Report an issue']);
  });

  it('WAITING_MATCH with no match yet: the opponent is to be decided and nothing can be done', () => {
    const card = renderCard('WAITING_MATCH', null);
    expect(card.textContent).toContain('To be decided');
    expect(buttons(card)).toEqual([]);
  });

  it('names the third-place decider as such, not after the final it shares a round with (issue 26 §5.1)', () => {
    const decider = duelDetail({ match: { isThirdPlaceDecider: true }, round: { index: 2, name: 'Final' } });
    const card = renderCard('MATCH_AVAILABLE', decider);
    expect(within(card).getByRole('heading').textContent).toBe('Third-place match');
    const final = duelDetail({ round: { index: 2, name: 'Final' } });
    expect(matchCardModel('MATCH_AVAILABLE', final, AT_10_30).title).toBe('Final');
  });

  it('tells a team member who is not the captain that the captain reports, not to submit', () => {
    const team = { ...entrant(1, 'Duo'), captainId: 'captain-1', memberIds: ['captain-1', 'member-1'] };
    const member = duelDetail({ entrants: [team, entrant(2, 'Bo')], viewer: { canReport: false } });
    expect(matchCardModel('MATCH_AVAILABLE', member, AT_10_30, 'member-1')).toMatchObject({
      status: 'Your match is ready. Join the game and play; your team captain submits the results.',
      actions: { submit: false, confirm: false },
    });
    const reported = duelDetail({
      entrants: [team, entrant(2, 'Bo')],
      match: { status: 'REPORTED', bufferEndsAt: '2026-05-01T10:35:00.000Z' },
      reports: [duelReport(2, [[2, 0]], 2)],
      viewer: { canReport: false, canConfirm: false },
    });
    expect(matchCardModel('MATCH_AVAILABLE', reported, AT_10_30, 'member-1').status).toBe(
      'The other side reported a score; your team captain confirms it or reports it as incorrect.',
    );
    // The captain reads the usual wording.
    expect(matchCardModel('MATCH_AVAILABLE', member, AT_10_30, 'captain-1').status).toBe(
      'Your match is ready. Join the game, play, then submit the results.',
    );
  });

  it('counts down to the round start, then to its end, then to the end of the dispute buffer', () => {
    expect(matchCardModel('MATCH_AVAILABLE', duelDetail(), Date.parse('2026-05-01T09:50:00.000Z')).countdown).toEqual({
      label: 'Round starts in',
      at: '2026-05-01T10:00:00.000Z',
    });
    expect(matchCardModel('MATCH_AVAILABLE', duelDetail(), AT_10_30).countdown?.label).toBe('Submit results within');
    const reported = duelDetail({ match: { status: 'REPORTED', bufferEndsAt: '2026-05-01T10:35:00.000Z' } });
    expect(matchCardModel('RESULT_VALIDATION_AWAITING', reported, AT_10_30).countdown?.label).toBe('Result final in');
    expect(formatCountdown(3_725_000)).toBe('1h 02m 05s');
    expect(formatCountdown(65_000)).toBe('1m 05s');
    expect(formatCountdown(-1)).toBe('now');
  });

  it('asks the viewer to check in, shows both sides and counts down to the deadline; then tells the walkover', () => {
    const checkIn = { endsAt: '2026-05-01T10:40:00.000Z', readySeeds: [2], noShowSeeds: [] };
    const open = duelDetail({ match: { checkIn }, viewer: { canReport: true } });
    expect(matchCardModel('MATCH_AVAILABLE', open, AT_10_30)).toMatchObject({
      status: 'Check in: confirm you are here before the time runs out, or you lose this match by walkover.',
      countdown: { label: 'Check in within', at: checkIn.endsAt },
      actions: { submit: false },
      checkIn: {
        canReady: true,
        sides: [
          { name: 'Ana', ready: false, mine: true },
          { name: 'Bo', ready: true, mine: false },
        ],
      },
    });
    renderCard('MATCH_AVAILABLE', open);
    expect(within(screen.getByTestId('match-check-in')).getByText('Bo: ready')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit results' })).toBeNull();
    // Both ready: the usual match, reports open.
    const both = duelDetail({ match: { checkIn: { ...checkIn, readySeeds: [1, 2] } }, viewer: { canReport: true } });
    expect(matchCardModel('MATCH_AVAILABLE', both, AT_10_30)).toMatchObject({
      actions: { submit: true },
      checkIn: { canReady: false },
    });
    const lost = duelDetail({
      match: { status: 'WALKOVER', winnerSeed: 2, checkIn: { ...checkIn, noShowSeeds: [1] } },
    });
    expect(matchCardModel('MATCH_AVAILABLE', lost, AT_10_30).status).toBe(
      'You did not check in in time: you lose this match by walkover.',
    );
  });
});
