// Parameters → Points: how points are counted (POINTS leaderboards), the points scale by final placement
// (ranges of ranks, values strictly between -1024 and 1024), ties and the tie-break.
import { useState, type FormEvent } from 'react';
import type { LeaderboardDetail, LeaderboardSettingsBody } from '../../../../src/contract/leaderboards.js';
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { useUpdateLeaderboard } from '../api/update-leaderboard.js';
import { POINTS_SOURCE_LABELS, TIE_BREAK_LABELS } from '../model/leaderboard-labels.js';
import {
  fromRangeDrafts,
  nextRange,
  settingsOf,
  toRangeDraft,
  type PointsRangeDraft,
} from '../model/leaderboard-settings.js';
import { CheckboxField, ErrorLines, SelectField, fieldErrorsOf, otherErrors } from './form-fields.js';
import * as styles from './leaderboard-admin.css.js';

type Source = LeaderboardSettingsBody['pointsSource'];
type TieBreak = LeaderboardSettingsBody['tieBreak'];

export function PointsForm({ leaderboard, readOnly }: { leaderboard: LeaderboardDetail; readOnly: boolean }) {
  const [source, setSource] = useState<Source>(leaderboard.pointsSource);
  const [ranges, setRanges] = useState<PointsRangeDraft[]>(() => leaderboard.pointsScale.map(toRangeDraft));
  const [ties, setTies] = useState(leaderboard.ties);
  const [tieBreak, setTieBreak] = useState<TieBreak>(leaderboard.tieBreak);
  const [reason, setReason] = useState(leaderboard.tieBreakReason ?? '');
  const save = useUpdateLeaderboard(leaderboard.id);
  const errors = fieldErrorsOf(save.error);
  const points = leaderboard.kind === 'POINTS';
  const usesScale = points && source === 'PLACEMENT_SCALE';
  const update = (index: number, change: Partial<PointsRangeDraft>) =>
    setRanges((list) => list.map((r, i) => (i === index ? { ...r, ...change } : r)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      ...settingsOf(leaderboard),
      pointsSource: source,
      pointsScale: fromRangeDrafts(ranges),
      ties,
      tieBreak,
      tieBreakReason: tieBreak === 'CUSTOM_REASON' ? reason : null,
    });
  };
  const shown = (path: string) =>
    path === 'pointsScale' || path.startsWith('pointsScale.') || path === 'tieBreakReason' || path === 'tieBreak';

  return (
    <form onSubmit={submit} noValidate className={styles.fieldset} data-form="points">
      <h3 className={styles.subtitle}>Points</h3>
      <fieldset disabled={readOnly} className={styles.fieldset}>
        {points ? (
          <SelectField
            label="Points counted"
            name="pointsSource"
            value={source}
            options={(Object.keys(POINTS_SOURCE_LABELS) as Source[]).map((value) => ({
              value,
              label: POINTS_SOURCE_LABELS[value],
            }))}
            onValueChange={setSource}
          />
        ) : (
          <p className={styles.muted}>
            A rank leaderboard orders players by their best placement in the linked tournaments: no points to set.
          </p>
        )}
        {usesScale ? (
          <fieldset className={styles.group} data-testid="points-scale">
            <legend className={styles.legend}>Points scale</legend>
            {ranges.length === 0 ? (
              <p className={styles.muted}>No ranges yet: add the points of the top places.</p>
            ) : null}
            {ranges.map((range, index) => (
              <div key={index} className={styles.rangeRow} data-range={index}>
                <TextInput
                  label="From rank"
                  inputMode="numeric"
                  name={`pointsScale.${index}.startRank`}
                  value={range.startRank}
                  onValueChange={(startRank) => update(index, { startRank })}
                  error={errors[`pointsScale.${index}.startRank`]}
                />
                <TextInput
                  label="To rank"
                  inputMode="numeric"
                  name={`pointsScale.${index}.endRank`}
                  value={range.endRank}
                  onValueChange={(endRank) => update(index, { endRank })}
                  error={errors[`pointsScale.${index}.endRank`]}
                />
                <TextInput
                  label="Points"
                  inputMode="decimal"
                  name={`pointsScale.${index}.points`}
                  value={range.points}
                  onValueChange={(value) => update(index, { points: value })}
                  error={errors[`pointsScale.${index}.points`]}
                />
                <div className={styles.rangeRemove}>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRanges((list) => list.filter((_, i) => i !== index))}
                  >
                    Remove
                  </Button>
                </div>
              </div>
            ))}
            {errors.pointsScale ? (
              <p className={styles.error} role="alert">
                {errors.pointsScale}
              </p>
            ) : null}
            <div>
              <Button variant="secondary" size="sm" onClick={() => setRanges((list) => [...list, nextRange(list)])}>
                Add range
              </Button>
            </div>
          </fieldset>
        ) : null}
        <CheckboxField label="Players with equal results share a rank" checked={ties} onChange={setTies} name="ties" />
        <SelectField
          label="Tie-break"
          name="tieBreak"
          value={tieBreak}
          options={(Object.keys(TIE_BREAK_LABELS) as TieBreak[]).map((value) => ({
            value,
            label: TIE_BREAK_LABELS[value],
          }))}
          onValueChange={setTieBreak}
          error={errors.tieBreak}
        />
        {tieBreak === 'CUSTOM_REASON' ? (
          <TextInput
            label="Tie-break rule"
            name="tieBreakReason"
            value={reason}
            onValueChange={setReason}
            maxLength={1024}
            hint="Shown to players: how ties are decided."
            error={errors.tieBreakReason}
          />
        ) : null}
      </fieldset>
      <ErrorLines texts={otherErrors(errors, shown)} />
      {readOnly ? null : (
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save points'}
          </Button>
          {save.isSuccess ? (
            <p className={styles.success} role="status">
              Saved.
            </p>
          ) : null}
        </div>
      )}
    </form>
  );
}
