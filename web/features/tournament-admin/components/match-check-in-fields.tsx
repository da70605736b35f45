// The Format section's "Match check-in" group (issue 26 §3), shown for duels: whether both sides confirm they are
// present when their match is available, and how many minutes they have before a missing side loses by walkover.
import { TextInput } from '../../../../src/ui/text-input.js';
import {
  DEFAULT_MATCH_CHECK_IN_MINUTES,
  MATCH_CHECK_IN_MINUTES_MAX,
  type FormatSection,
} from '../../../../src/contract/tournaments.js';
import type { FieldErrorLookup } from '../model/field-errors.js';
import { fromNumber, toNumber } from '../model/form-numbers.js';
import { CheckboxField } from './form-controls.js';
import * as styles from './tournament-admin.css.js';

export interface CheckInDraft {
  enabled: boolean;
  minutes: string;
}

export function checkInDraft(saved: FormatSection | null): CheckInDraft {
  return {
    enabled: saved?.matchCheckIn?.enabled ?? false,
    minutes: fromNumber(saved?.matchCheckIn?.minutes ?? DEFAULT_MATCH_CHECK_IN_MINUTES),
  };
}

/** The body's setting: absent when the sides do not check in. */
export function checkInBody(draft: CheckInDraft): FormatSection['matchCheckIn'] {
  return draft.enabled ? { enabled: true, minutes: toNumber(draft.minutes) } : undefined;
}

export function MatchCheckInFields({
  checkIn,
  onCheckIn,
  errorAt,
}: {
  checkIn: CheckInDraft;
  onCheckIn: (change: (current: CheckInDraft) => CheckInDraft) => void;
  errorAt: FieldErrorLookup;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Match check-in</legend>
      <CheckboxField
        label="Players confirm they are present when their match is available"
        name="matchCheckIn"
        checked={checkIn.enabled}
        onChange={(enabled) => onCheckIn((current) => ({ ...current, enabled }))}
      />
      {checkIn.enabled ? (
        <TextInput
          label="Minutes to check in"
          name="matchCheckInMinutes"
          inputMode="numeric"
          hint={`A side that has not checked in by then loses by walkover (1 to ${MATCH_CHECK_IN_MINUTES_MAX})`}
          value={checkIn.minutes}
          onValueChange={(minutes) => onCheckIn((current) => ({ ...current, minutes }))}
          error={errorAt('matchCheckIn.minutes')}
        />
      ) : null}
    </fieldset>
  );
}
