// The Format section of a multi-stage event checked as one plan (issue 31 §2): the contract's "who enters this stage"
// rules mapped onto the plan's "how many go on", each error under the section field the organizer edits.
import { describe, expect, it } from 'vitest';
import { validateMultiStage, type LaterStagePlan, type TournamentFormat } from '../../src/domain/index.js';

const section = (overrides: Partial<TournamentFormat> = {}): TournamentFormat => ({
  matchType: 'DUEL',
  format: 'ROUND_ROBIN',
  stageType: 'MULTI_STAGE',
  minParticipants: 8,
  maxParticipants: 16,
  numberOfRounds: 0,
  thirdPlaceDecider: false,
  numberOfGames: 1,
  scoreReportingSystem: 'SCORE',
  bestOf: [1],
  seeding: 'AUTO',
  scoringSystem: { rankRanges: [], ingameMetrics: [], winPoints: 3, lossPoints: 0, byePoints: 1, forfeitPenalty: 0 },
  groupCount: 2,
  ...overrides,
});
const playoff = (overrides: Partial<LaterStagePlan> = {}): LaterStagePlan => ({
  format: 'SINGLE_ELIMINATION',
  qualification: { kind: 'TOP_PER_GROUP', perGroup: 2 },
  bestOf: [1],
  ...overrides,
});

describe('validateMultiStage', () => {
  it('accepts groups into a playoff, and says nothing of a single-stage section', () => {
    expect(validateMultiStage(section({ stages: [playoff()] }))).toEqual({});
    expect(validateMultiStage(section({ stageType: undefined, stages: undefined }))).toEqual({});
  });

  it('puts each error on the field the organizer edits', () => {
    // Five of each group of four cannot go on.
    expect(
      validateMultiStage(section({ stages: [playoff({ qualification: { kind: 'TOP_PER_GROUP', perGroup: 5 } })] })),
    ).toHaveProperty(['format.stages.0.qualification.perGroup']);
    // The stage 1 format of a multi-stage event, and a knockout before the last stage.
    expect(validateMultiStage(section({ format: 'SINGLE_ELIMINATION', stages: [playoff()] }))).toHaveProperty([
      'format.format',
    ]);
    expect(validateMultiStage(section({ stages: [playoff(), playoff({ format: 'ROUND_ROBIN' })] }))).toHaveProperty([
      'format.stages.0.format',
    ]);
    // A later round robin's own rules: its groups at the size it receives (4 entrants hold at most 2 groups).
    expect(validateMultiStage(section({ stages: [playoff({ format: 'ROUND_ROBIN', groupCount: 3 })] }))).toHaveProperty(
      ['format.stages.0.groupCount'],
    );
    expect(validateMultiStage(section({ stages: [playoff({ bestOf: [4] })] }))).toHaveProperty([
      'format.stages.0.bestOf.0',
    ]);
    expect(validateMultiStage(section({ stages: [] }))).toHaveProperty(['format.stages']);
    expect(validateMultiStage(section({ stageType: 'SIMPLE_STAGE', stages: [playoff()] }))).toHaveProperty([
      'format.stageType',
    ]);
  });

  it('sizes a double elimination by what the stage before sends on', () => {
    const two = playoff({ format: 'DOUBLE_ELIMINATION', qualification: { kind: 'TOP_OVERALL', count: 2 } });
    expect(validateMultiStage(section({ stages: [two] }))).toHaveProperty(['format.stages.0.qualification.count']);
    const four = playoff({ format: 'DOUBLE_ELIMINATION', qualification: { kind: 'TOP_OVERALL', count: 4 } });
    expect(validateMultiStage(section({ stages: [four] }))).toEqual({});
  });
});
