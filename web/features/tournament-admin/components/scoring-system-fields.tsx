// The Format section's "Scoring system" group: the points for a win, a loss and a bye, the forfeit penalty, the
// in-game rank ranges (points by rank) and the in-game metrics (points by a factor of each), kept as typed and
// turned into numbers for the body.
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import type { FieldErrorLookup } from '../model/field-errors.js';
import { fromNumber, toNumber } from '../model/form-numbers.js';
import { GroupError } from './form-controls.js';
import * as styles from './tournament-admin.css.js';

const LABEL_MAX = 256;

interface RangeDraft {
  startRank: string;
  endRank: string;
  points: string;
}
interface MetricDraft {
  label: string;
  factor: string;
}
export interface ScoringDraft {
  points: { winPoints: string; lossPoints: string; byePoints: string; forfeitPenalty: string };
  ranges: RangeDraft[];
  metrics: MetricDraft[];
}

export function scoringDraft(saved: FormatSection | null): ScoringDraft {
  const scoring = saved?.scoringSystem;
  return {
    points: {
      winPoints: fromNumber(scoring?.winPoints ?? 3),
      lossPoints: fromNumber(scoring?.lossPoints ?? 0),
      byePoints: fromNumber(scoring?.byePoints ?? 3),
      forfeitPenalty: fromNumber(scoring?.forfeitPenalty ?? 0),
    },
    ranges: (scoring?.rankRanges ?? []).map((r) => ({
      startRank: fromNumber(r.startRank),
      endRank: fromNumber(r.endRank),
      points: fromNumber(r.points),
    })),
    metrics: (scoring?.ingameMetrics ?? []).map((m) => ({ label: m.label, factor: fromNumber(m.factor) })),
  };
}

export function scoringSystemBody({ points, ranges, metrics }: ScoringDraft): FormatSection['scoringSystem'] {
  return {
    rankRanges: ranges.map((r) => ({
      startRank: toNumber(r.startRank),
      endRank: toNumber(r.endRank),
      points: toNumber(r.points),
    })),
    ingameMetrics: metrics.map((m) => ({ label: m.label, factor: toNumber(m.factor) })),
    winPoints: toNumber(points.winPoints),
    lossPoints: toNumber(points.lossPoints),
    byePoints: toNumber(points.byePoints),
    forfeitPenalty: toNumber(points.forfeitPenalty),
  };
}

/** The form paths these fields show errors at (the rest are listed apart, not lost). */
export function scoringFieldPaths({ ranges, metrics }: ScoringDraft): string[] {
  return [
    'scoringSystem.rankRanges',
    'scoringSystem.ingameMetrics',
    'scoringSystem.winPoints',
    'scoringSystem.lossPoints',
    'scoringSystem.byePoints',
    'scoringSystem.forfeitPenalty',
    ...ranges.flatMap((_, i) => ['startRank', 'endRank', 'points'].map((f) => `scoringSystem.rankRanges.${i}.${f}`)),
    ...metrics.flatMap((_, i) => ['label', 'factor'].map((f) => `scoringSystem.ingameMetrics.${i}.${f}`)),
  ];
}

export function ScoringSystemFields({
  scoring,
  onScoring,
  roundRobin,
  errorAt,
}: {
  scoring: ScoringDraft;
  onScoring: (change: (current: ScoringDraft) => ScoringDraft) => void;
  roundRobin: boolean;
  errorAt: FieldErrorLookup;
}) {
  const { points, ranges, metrics } = scoring;
  const setPoint = (key: keyof ScoringDraft['points']) => (value: string) =>
    onScoring((current) => ({ ...current, points: { ...current.points, [key]: value } }));
  const setRanges = (change: (list: RangeDraft[]) => RangeDraft[]) =>
    onScoring((current) => ({ ...current, ranges: change(current.ranges) }));
  const setMetrics = (change: (list: MetricDraft[]) => MetricDraft[]) =>
    onScoring((current) => ({ ...current, metrics: change(current.metrics) }));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Scoring system</legend>
      <div className={styles.grid}>
        <TextInput
          label="Win points"
          name="winPoints"
          hint={roundRobin ? 'Per match won in a group (a duel always has a winner: no draws)' : undefined}
          inputMode="decimal"
          value={points.winPoints}
          onValueChange={setPoint('winPoints')}
          error={errorAt('scoringSystem.winPoints')}
        />
        <TextInput
          label="Loss points"
          name="lossPoints"
          inputMode="decimal"
          value={points.lossPoints}
          onValueChange={setPoint('lossPoints')}
          error={errorAt('scoringSystem.lossPoints')}
        />
        <TextInput
          label="Bye points"
          name="byePoints"
          inputMode="decimal"
          value={points.byePoints}
          onValueChange={setPoint('byePoints')}
          error={errorAt('scoringSystem.byePoints')}
        />
        <TextInput
          label="Forfeit penalty"
          name="forfeitPenalty"
          inputMode="decimal"
          value={points.forfeitPenalty}
          onValueChange={setPoint('forfeitPenalty')}
          hint="0 or less"
          error={errorAt('scoringSystem.forfeitPenalty')}
        />
      </div>

      <h3 className={styles.legend}>In-game rank ranges</h3>
      {ranges.map((range, index) => (
        <div key={index} className={styles.row}>
          <TextInput
            label="From rank"
            inputMode="numeric"
            value={range.startRank}
            onValueChange={(v) => setRanges((l) => l.map((r, i) => (i === index ? { ...r, startRank: v } : r)))}
            error={errorAt(`scoringSystem.rankRanges.${index}.startRank`)}
          />
          <TextInput
            label="To rank"
            inputMode="numeric"
            value={range.endRank}
            onValueChange={(v) => setRanges((l) => l.map((r, i) => (i === index ? { ...r, endRank: v } : r)))}
            error={errorAt(`scoringSystem.rankRanges.${index}.endRank`)}
          />
          <TextInput
            label="Points"
            inputMode="decimal"
            value={range.points}
            onValueChange={(v) => setRanges((l) => l.map((r, i) => (i === index ? { ...r, points: v } : r)))}
            error={errorAt(`scoringSystem.rankRanges.${index}.points`)}
          />
          <Button variant="ghost" size="sm" onClick={() => setRanges((l) => l.filter((_, i) => i !== index))}>
            Remove range
          </Button>
        </div>
      ))}
      <GroupError text={errorAt('scoringSystem.rankRanges')} />
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setRanges((l) => [...l, { startRank: '', endRank: '', points: '' }])}
        >
          Add rank range
        </Button>
      </div>

      <h3 className={styles.legend}>In-game metrics</h3>
      {metrics.map((metric, index) => (
        <div key={index} className={styles.row}>
          <TextInput
            label="Metric label"
            value={metric.label}
            maxLength={LABEL_MAX}
            onValueChange={(v) => setMetrics((l) => l.map((m, i) => (i === index ? { ...m, label: v } : m)))}
            error={errorAt(`scoringSystem.ingameMetrics.${index}.label`)}
          />
          <TextInput
            label="Factor"
            inputMode="decimal"
            value={metric.factor}
            onValueChange={(v) => setMetrics((l) => l.map((m, i) => (i === index ? { ...m, factor: v } : m)))}
            error={errorAt(`scoringSystem.ingameMetrics.${index}.factor`)}
          />
          <Button variant="ghost" size="sm" onClick={() => setMetrics((l) => l.filter((_, i) => i !== index))}>
            Remove metric
          </Button>
        </div>
      ))}
      <GroupError text={errorAt('scoringSystem.ingameMetrics')} />
      <div>
        <Button variant="secondary" size="sm" onClick={() => setMetrics((l) => [...l, { label: '', factor: '1' }])}>
          Add metric
        </Button>
      </div>
    </fieldset>
  );
}
