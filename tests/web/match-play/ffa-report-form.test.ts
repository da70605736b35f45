// What the submit-results modal sends for one FFA game (SPEC §3, §5, §7).
import { describe, expect, it } from 'vitest';
import {
  buildFfaReport,
  emptyFfaRow,
  type FfaGameRow,
} from '../../../web/features/match-play/model/ffa-report-form.js';

const options = { screenshotRequired: false, lobbySize: 8 };
const row = (over: Partial<FfaGameRow>): FfaGameRow => ({ ...emptyFfaRow(1, 2), ...over });
const entries = (form: FormData) =>
  [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);

describe('FFA report form', () => {
  it('sends the game, the rank and every metric score as a JSON array of {score}', () => {
    const result = buildFfaReport(row({ rank: '3', metrics: ['12', '1.5'] }), options);
    expect(result.ok && entries(result.formData)).toEqual([
      ['gameIndex', '1'],
      ['isForfeit', 'false'],
      ['ingameRank', '3'],
      ['ingameMetricScores', '[{"score":12},{"score":1.5}]'],
    ]);
  });

  it('drops the rank and the metric scores on a forfeit (SPEC §5)', () => {
    const result = buildFfaReport(row({ isForfeit: true, rank: '3', metrics: ['12', '4'] }), options);
    expect(result.ok && entries(result.formData)).toEqual([
      ['gameIndex', '1'],
      ['isForfeit', 'true'],
    ]);
  });

  it('sends metric scores only when every one is filled in (SPEC §5)', () => {
    const result = buildFfaReport(row({ rank: '1', metrics: ['12', ''] }), options);
    expect(result.ok && result.formData.has('ingameMetricScores')).toBe(false);
    expect(result.ok && result.formData.get('ingameRank')).toBe('1');
  });

  it('sends a screenshot given as a string as screenshotUrl and a file as screenshot', () => {
    const byUrl = buildFfaReport(row({ rank: '2', screenshot: 'https://cdn.example/shot.png' }), options);
    expect(byUrl.ok && byUrl.formData.get('screenshotUrl')).toBe('https://cdn.example/shot.png');
    expect(byUrl.ok && byUrl.formData.has('screenshot')).toBe(false);
    const byFile = buildFfaReport(
      row({ rank: '2', screenshot: new File(['x'], 's.png', { type: 'image/png' }) }),
      options,
    );
    expect(byFile.ok && (byFile.formData.get('screenshot') as File).name).toBe('s.png');
    expect(byFile.ok && byFile.formData.has('screenshotUrl')).toBe(false);
  });

  it('refuses a missing or impossible rank, a non-number metric and a missing required screenshot', () => {
    const result = buildFfaReport(row({ rank: '9', metrics: ['abc', '1'] }), {
      screenshotRequired: true,
      lobbySize: 8,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        ingameRank: 'Enter your rank, 1 to 8.',
        'ingameMetricScores.0': 'Enter a number.',
        screenshot: 'A screenshot of the score is required.',
      },
    });
    // A forfeited game needs neither a rank nor a screenshot.
    expect(buildFfaReport(row({ isForfeit: true }), { screenshotRequired: true, lobbySize: 8 }).ok).toBe(true);
  });
});
