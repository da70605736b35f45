// @vitest-environment jsdom
// The wizard's Format section for a multi-stage event: the plan model (the contract's "who enters this stage" read
// as the domain plan's "who goes on from the stage before", the domain's texts at the form's own fields, the rounds
// each stage plans), and the form: stages added and removed, the body saved, the domain's texts shown as the
// organizer types, the server's shown at format.stages.N.field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../web/app/query-client.js';
import { notificationStore } from '../../../web/app/notifications/notification-store.js';
import { FormatForm } from '../../../web/features/tournament-admin/components/format-form.js';
import {
  formPathOf,
  laterStageBody,
  laterStageDraft,
  plannedStages,
  roundStageNames,
  stagePlanErrors,
  stagePlanOf,
} from '../../../web/features/tournament-admin/model/stage-plan.js';
import { roundCountOf } from '../../../web/features/tournament-admin/model/recommended-schedule.js';
import type { LaterStage, TournamentView } from '../../../src/contract/tournaments.js';
import * as msg from '../../../src/domain/validation-messages.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notificationStore.getState().clearAll();
});

const playoff = (over: Partial<LaterStage> = {}): LaterStage => ({
  format: 'SINGLE_ELIMINATION',
  qualification: { kind: 'TOP_PER_GROUP', perGroup: 2 },
  bestOf: [],
  ...over,
});

describe('stage plan model', () => {
  it('reads the contract’s qualification into a stage as the plan’s qualification out of the stage before', () => {
    const later = [
      playoff({ format: 'ROUND_ROBIN', groupCount: 2, seeding: 'BY_STANDING' }),
      playoff({ qualification: { kind: 'TOP_OVERALL', count: 4 } }),
    ];
    expect(stagePlanOf({ format: 'ROUND_ROBIN', groupCount: 4 }, later)).toEqual([
      { format: 'ROUND_ROBIN', groupCount: 4, qualification: later[0].qualification, seeding: 'BY_STANDING' },
      { format: 'ROUND_ROBIN', groupCount: 2, qualification: later[1].qualification, seeding: undefined },
      { format: 'SINGLE_ELIMINATION' },
    ]);
    expect(formPathOf('stages.0.format')).toBe('format');
    expect(formPathOf('stages.0.groupCount')).toBe('groupCount');
    expect(formPathOf('stages.2.format')).toBe('stages.1.format');
    expect(formPathOf('stages.1.groupCount')).toBe('stages.0.groupCount');
    expect(formPathOf('stages.1.qualification.count')).toBe('stages.1.qualification.count');
    expect(formPathOf('stages.0.seeding')).toBe('stages.0.seeding');
    expect(formPathOf('stages')).toBe('stages');
  });

  it('puts the domain’s texts at the fields that break the rules', () => {
    const first = { format: 'ROUND_ROBIN' as const, groupCount: 4 };
    expect(stagePlanErrors(first, [playoff()], 16)).toEqual({});
    // 4 groups of at least 4 cannot send 5 each.
    expect(stagePlanErrors(first, [playoff({ qualification: { kind: 'TOP_PER_GROUP', perGroup: 5 } })], 16)).toEqual({
      'stages.0.qualification.perGroup': msg.maxValue(4),
    });
    // One player alone cannot play the next stage.
    expect(
      stagePlanErrors({ format: 'SWISS_SYSTEM' }, [playoff({ qualification: { kind: 'TOP_OVERALL', count: 1 } })], 8),
    ).toEqual({ 'stages.0.qualification.count': msg.nextStageNeeds(2) });
    // A knockout opening the event, and more groups than the 2 it sends on can fill.
    expect(
      stagePlanErrors(
        { format: 'SINGLE_ELIMINATION' },
        [playoff({ format: 'ROUND_ROBIN', groupCount: 9 }), playoff()],
        8,
      ),
    ).toMatchObject({ format: msg.FIRST_STAGE_FORMAT, 'stages.0.groupCount': msg.maxValue(1) });
    expect(
      stagePlanErrors(first, [playoff(), playoff({ qualification: { kind: 'TOP_OVERALL', count: 2 } })], 16),
    ).toMatchObject({ 'stages.0.format': msg.KNOCKOUT_ENDS_EVENT });
  });

  it('turns a draft into the body of its format only, with a best-of per planned round', () => {
    const draft = { ...laterStageDraft(), format: 'DOUBLE_ELIMINATION' as const, bestOf: [3], perGroup: '1' };
    expect(laterStageBody(draft, 2)).toEqual({
      format: 'DOUBLE_ELIMINATION',
      qualification: { kind: 'TOP_PER_GROUP', perGroup: 1 },
      seeding: 'CROSS_GROUP',
      bestOf: [3, 1],
      grandFinal: 'RESET',
    });
    const overall = { ...laterStageDraft(), qualificationKind: 'TOP_OVERALL' as const, count: '6' };
    expect(laterStageBody(overall, 3)).toMatchObject({
      qualification: { kind: 'TOP_OVERALL', count: 6 },
      thirdPlaceDecider: false,
    });
    // A saved stage reads back into the same body.
    const saved = playoff({
      format: 'ROUND_ROBIN',
      groupCount: 2,
      roundRobinLegs: 2,
      bestOf: [1, 3],
      seeding: 'BY_STANDING',
    });
    expect(laterStageBody(laterStageDraft(saved), 2)).toEqual(saved);
  });

  it('plans each stage’s entrants and rounds, and names the stage of every round window', () => {
    const format = {
      format: 'ROUND_ROBIN' as const,
      maxParticipants: 16,
      numberOfRounds: 0,
      groupCount: 4,
      stageType: 'MULTI_STAGE' as const,
      stages: [playoff({ qualification: { kind: 'TOP_PER_GROUP', perGroup: 2 } })],
    };
    expect(plannedStages(format).map(({ name, entrants, rounds }) => ({ name, entrants, rounds }))).toEqual([
      { name: 'Stage 1 · Round robin', entrants: 16, rounds: 3 },
      { name: 'Stage 2 · Single elimination', entrants: 8, rounds: 3 },
    ]);
    expect(roundStageNames(format)).toEqual([
      ...Array(3).fill('Stage 1 · Round robin'),
      ...Array(3).fill('Stage 2 · Single elimination'),
    ]);
    expect(roundCountOf(format)).toBe(6);
    // Swiss then a double elimination of the first 6 (a winners bracket of 8: 3 + 2 losers rounds + final + reset).
    const swiss = {
      ...format,
      format: 'SWISS_SYSTEM' as const,
      numberOfRounds: 5,
      stages: [playoff({ format: 'DOUBLE_ELIMINATION', qualification: { kind: 'TOP_OVERALL', count: 6 } })],
    };
    expect(plannedStages(swiss).map((stage) => stage.rounds)).toEqual([5, 7]);
    expect(roundStageNames({ ...format, stageType: 'SIMPLE_STAGE' })).toEqual([]);
  });
});

// A game without sides (chess would start the format with White and Black).
const tournament = {
  id: '33333333-3333-4333-8333-333333333333',
  format: null,
  game: { id: 'g1', code: 'rocket-league', name: 'Rocket League' },
} as unknown as TournamentView;

function stubSave(answer: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.body) bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

function renderForm(view: TournamentView = tournament) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FormatForm tournament={view} readOnly={false} onSaved={() => {}} />
    </QueryClientProvider>,
  );
}

const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /save/i }));

describe('format section: several stages', () => {
  it('builds groups → playoff: stage 1 a group format, a playoff row with its options, and saves the plan', async () => {
    const bodies = stubSave(() => Response.json({}, { status: 500 }));
    renderForm();
    expect(screen.queryByText('Stage 2')).toBeNull();
    choose('Stages', 'MULTI_STAGE');
    // Single elimination cannot open several stages: stage 1 became round robin, and knockouts are not offered.
    expect(screen.getByLabelText<HTMLSelectElement>('Format').value).toBe('ROUND_ROBIN');
    const formats = [...screen.getByLabelText<HTMLSelectElement>('Format').options].map((option) => option.value);
    expect(formats).toEqual(['SWISS_SYSTEM', 'MATCHUPS', 'ROUND_ROBIN']);
    choose('Maximum participants', '16');
    choose('Minimum participants', '8');
    choose('Number of groups', '4');
    expect(screen.getByText('Plans for 8 entrants: 3 rounds.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Stage 2: third-place decider match'));
    choose('Stage 2 · Round 3', '3');
    choose('Players knocked out in a group stage with the same group place', 'RANKED');
    save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      format: 'ROUND_ROBIN',
      stageType: 'MULTI_STAGE',
      groupCount: 4,
      eliminatedTies: 'RANKED',
      stages: [
        {
          format: 'SINGLE_ELIMINATION',
          qualification: { kind: 'TOP_PER_GROUP', perGroup: 2 },
          seeding: 'CROSS_GROUP',
          bestOf: [1, 1, 3],
          thirdPlaceDecider: true,
        },
      ],
    });
  });

  it('adds stages up to the most there are, offers each format’s options, and removes them', () => {
    stubSave(() => Response.json({}, { status: 500 }));
    renderForm();
    choose('Stages', 'MULTI_STAGE');
    const add = screen.getByRole('button', { name: 'Add a stage' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(screen.getByLabelText('Stage 4 format')).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(true);
    choose('Stage 3 format', 'DOUBLE_ELIMINATION');
    expect(screen.getByLabelText<HTMLSelectElement>('Stage 3 grand final').value).toBe('RESET');
    choose('Stage 2 format', 'ROUND_ROBIN');
    expect(screen.getByLabelText('Stage 2 groups')).toBeTruthy();
    expect(screen.getByLabelText('Stage 2: each pair meets')).toBeTruthy();
    choose('Who goes on from stage 2', 'TOP_OVERALL');
    expect(screen.getByLabelText('Stage 3: how many overall')).toBeTruthy();
    expect(screen.queryByLabelText('Stage 3: best next-placed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove stage 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove stage 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove stage 2' }));
    // No later stage left: one stage again.
    expect(screen.getByLabelText<HTMLSelectElement>('Stages').value).toBe('SIMPLE_STAGE');
  });

  it('shows the domain’s texts as the organizer types and sends nothing until they hold', async () => {
    const bodies = stubSave(() => Response.json({}, { status: 500 }));
    renderForm();
    choose('Stages', 'MULTI_STAGE');
    choose('Minimum participants', '8');
    choose('Number of groups', '2');
    choose('Stage 2: how many per group', '5');
    const perGroup = screen.getByLabelText('Stage 2: how many per group');
    expect(perGroup.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(msg.maxValue(4))).toBeTruthy();
    save();
    choose('Stage 2: how many per group', '1');
    choose('Stage 2 format', 'DOUBLE_ELIMINATION');
    expect(screen.getByText(msg.nextStageNeeds(3))).toBeTruthy();
    expect(bodies).toHaveLength(0);
    choose('Stage 2: best next-placed', '1');
    expect(screen.queryByText(msg.nextStageNeeds(3))).toBeNull();
    save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].stages).toMatchObject([
      { qualification: { kind: 'TOP_PER_GROUP', perGroup: 1, bestOfNextPlace: 1 } },
    ]);
  });

  it('shows the server’s texts at format.stages.N fields', async () => {
    stubSave(() =>
      Response.json(
        {
          statusCode: 400,
          message: 'VALIDATION_ERROR',
          formFieldErrors: {
            'format.stages.0.seeding': 'Seeding across groups needs a group stage before',
            'format.stages.0.bestOf.1': 'Best-of must be 1, 3, 5, 7 or 9',
            'format.eliminatedTies': 'Invalid value',
          },
        },
        { status: 400 },
      ),
    );
    renderForm({
      ...tournament,
      format: {
        matchType: 'DUEL',
        format: 'SWISS_SYSTEM',
        stageType: 'MULTI_STAGE',
        minParticipants: 8,
        maxParticipants: 16,
        numberOfRounds: 4,
        numberOfGames: 1,
        bestOf: [1, 1, 1, 1],
        seeding: 'AUTO',
        scoreReportingSystem: 'SCORE',
        thirdPlaceDecider: false,
        stages: [playoff({ qualification: { kind: 'TOP_OVERALL', count: 4 } })],
      },
    } as unknown as TournamentView);
    expect(screen.getByLabelText<HTMLSelectElement>('Stages').value).toBe('MULTI_STAGE');
    expect(screen.getByLabelText<HTMLInputElement>('Stage 2: how many overall').value).toBe('4');
    save();
    expect(await screen.findByText('Seeding across groups needs a group stage before')).toBeTruthy();
    expect(screen.getByLabelText('Stage 2 seeding').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Stage 2 · Round 2').getAttribute('aria-invalid')).toBe('true');
    const stages = screen.getByTestId('stages-fields');
    expect(within(stages).getByText('Invalid value')).toBeTruthy();
  });
});
