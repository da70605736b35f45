import { describe, expect, it } from 'vitest';
import { validateStagePlan, validationMessages as msg, type StagePlanEntry } from '../../../src/domain/index.js';

const groups = (groupCount: number, perGroup: number, bestOfNextPlace?: number): StagePlanEntry => ({
  format: 'ROUND_ROBIN',
  groupCount,
  qualification: { kind: 'TOP_PER_GROUP', perGroup, bestOfNextPlace },
  seeding: 'CROSS_GROUP',
});
const swissTop = (count: number): StagePlanEntry => ({
  format: 'SWISS_SYSTEM',
  qualification: { kind: 'TOP_OVERALL', count },
});
const single: StagePlanEntry = { format: 'SINGLE_ELIMINATION' };
const double: StagePlanEntry = { format: 'DOUBLE_ELIMINATION' };

describe('stage plan rules', () => {
  it.each<[string, StagePlanEntry[], number, Record<string, string>]>([
    ['one stage of any format (as today)', [single], 16, {}],
    ['groups into a single elimination playoff', [groups(4, 2), single], 16, {}],
    ['Swiss into a double elimination playoff', [swissTop(8), double], 16, {}],
    [
      'matchups into another group stage',
      [{ format: 'MATCHUPS', qualification: { kind: 'TOP_OVERALL', count: 8 } }, groups(2, 1)],
      12,
      {},
    ],
    ['six groups, top 2 and the best 4 thirds', [groups(6, 2, 4), single], 24, {}],
    ['no stage', [], 16, { stages: msg.REQUIRED }],
    [
      'a knockout first of several',
      [{ ...single, qualification: { kind: 'TOP_OVERALL', count: 4 } }, single],
      16,
      {
        'stages.0.format': msg.FIRST_STAGE_FORMAT,
      },
    ],
    [
      'Swiss after groups',
      [groups(2, 2), { format: 'SWISS_SYSTEM' }],
      16,
      { 'stages.1.format': msg.LATER_STAGE_FORMAT },
    ],
    [
      'a knockout that is not last',
      [groups(2, 4), { ...single, qualification: { kind: 'TOP_OVERALL', count: 2 } }, single],
      16,
      {
        'stages.1.format': msg.KNOCKOUT_ENDS_EVENT,
      },
    ],
    [
      'no qualification before the next stage',
      [{ format: 'ROUND_ROBIN', groupCount: 2 }, single],
      16,
      {
        'stages.0.qualification': msg.REQUIRED,
      },
    ],
    ['K of 0', [groups(4, 0), single], 16, { 'stages.0.qualification.perGroup': msg.MUST_BE_POSITIVE }],
    ['K not whole', [groups(4, 1.5), single], 16, { 'stages.0.qualification.perGroup': msg.INVALID_VALUE }],
    [
      'K × groups over the entrants',
      [groups(4, 3), single],
      10,
      { 'stages.0.qualification.perGroup': msg.maxValue(2) },
    ],
    ['K overall over the entrants', [swissTop(20), single], 16, { 'stages.0.qualification.count': msg.maxValue(16) }],
    ['K overall of 0', [swissTop(0), single], 16, { 'stages.0.qualification.count': msg.MUST_BE_POSITIVE }],
    [
      'more of the next place than groups have it',
      [groups(4, 2, 3), single],
      10,
      {
        'stages.0.qualification.bestOfNextPlace': msg.maxValue(2),
      },
    ],
    [
      'a negative best of the next place',
      [groups(4, 2, -1), single],
      16,
      {
        'stages.0.qualification.bestOfNextPlace': msg.minValue(0),
      },
    ],
    [
      'a knockout receiving one entrant',
      [groups(1, 1), single],
      8,
      { 'stages.0.qualification.perGroup': msg.nextStageNeeds(2) },
    ],
    [
      'a double elimination receiving two',
      [swissTop(2), double],
      8,
      { 'stages.0.qualification.count': msg.nextStageNeeds(3) },
    ],
    [
      'a next group stage with more groups than pairs of qualified',
      [groups(2, 2), groups(3, 1)],
      16,
      {
        'stages.0.qualification.perGroup': msg.nextStageNeeds(6),
        'stages.1.groupCount': msg.maxValue(2),
      },
    ],
    ['too many groups for the entrants', [groups(9, 1), single], 16, { 'stages.0.groupCount': msg.maxValue(8) }],
    [
      'an unknown seeding',
      [{ ...groups(2, 2), seeding: 'RANDOM' as 'BY_STANDING' }, single],
      16,
      {
        'stages.0.seeding': msg.INVALID_VALUE,
      },
    ],
  ])('%s', (_, stages, entrants, expected) => {
    expect(validateStagePlan(stages, entrants)).toEqual(expected);
  });

  it('writes under the base path the form uses', () => {
    expect(validateStagePlan([groups(4, 3), single], 10, 'format.stages')).toEqual({
      'format.stages.0.qualification.perGroup': msg.maxValue(2),
    });
  });
});
