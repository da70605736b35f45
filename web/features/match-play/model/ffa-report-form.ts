// The FFA score form (SPEC §3, §5, §7): per game the in-game rank, the tournament's in-game metric scores
// (labels from its scoring system) and a forfeit box, plus a screenshot. SPEC §5: a forfeit drops the rank and
// the metrics; metric scores are sent only when every one is filled in; a screenshot given as a string goes
// as `screenshotUrl`, a file as `screenshot`. Pure, so what is sent is tested without a browser.
import type { FieldErrors } from './duel-report-form.js';

export interface FfaGameRow {
  gameIndex: number;
  isForfeit: boolean;
  rank: string;
  /** One entry per metric of the tournament's scoring system, in its order. */
  metrics: string[];
  screenshot: File | string | null;
}

export const emptyFfaRow = (gameIndex: number, metricCount: number): FfaGameRow => ({
  gameIndex,
  isForfeit: false,
  rank: '',
  metrics: Array.from({ length: metricCount }, () => ''),
  screenshot: null,
});

export const ffaField = {
  rank: 'ingameRank',
  metric: (index: number) => `ingameMetricScores.${index}`,
  screenshot: 'screenshot',
} as const;

function parseMetric(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,7}(\.\d{1,4})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

export type FfaFormResult = { ok: true; formData: FormData } | { ok: false; errors: FieldErrors };

export function buildFfaReport(
  row: FfaGameRow,
  options: { screenshotRequired: boolean; lobbySize: number },
): FfaFormResult {
  const errors: FieldErrors = {};
  const formData = new FormData();
  formData.append('gameIndex', String(row.gameIndex));
  formData.append('isForfeit', String(row.isForfeit));
  if (!row.isForfeit) {
    const rank = row.rank.trim();
    if (!/^\d{1,4}$/.test(rank) || Number(rank) < 1 || Number(rank) > Math.max(1, options.lobbySize)) {
      errors[ffaField.rank] = `Enter your rank, 1 to ${Math.max(1, options.lobbySize)}.`;
    } else {
      formData.append('ingameRank', rank);
    }
    const scores = row.metrics.map(parseMetric);
    row.metrics.forEach((text, index) => {
      if (text.trim() !== '' && scores[index] === null) errors[ffaField.metric(index)] = 'Enter a number.';
    });
    // SPEC §5: only a complete set of metric scores is sent; a partly filled set is left out.
    if (scores.length > 0 && scores.every((score) => score !== null)) {
      formData.append('ingameMetricScores', JSON.stringify(scores.map((score) => ({ score }))));
    }
  }
  if (typeof row.screenshot === 'string' && row.screenshot.trim() !== '') {
    formData.append('screenshotUrl', row.screenshot.trim());
  } else if (row.screenshot instanceof File) {
    formData.append('screenshot', row.screenshot, row.screenshot.name);
  } else if (options.screenshotRequired && !row.isForfeit) {
    errors[ffaField.screenshot] = 'A screenshot of the score is required.';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, formData };
}
