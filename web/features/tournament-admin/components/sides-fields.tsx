// The Format section's "Sides" group (issue 30), shown for duels: whether the games have two sides (White and
// Black, Blue and Red, Home and Away), their names, and who takes the first side in game 1. A new format starts
// with its game's sides (chess: White/Black); the organizer may change or drop them.
import { TextInput } from '../../../../src/ui/text-input.js';
import type { FormatSection, GameSidesSetting } from '../../../../src/contract/tournaments.js';
import { disciplineSides } from '../../../../src/domain/game-sides.js';
import type { FieldErrorLookup } from '../model/field-errors.js';
import { CheckboxField, SelectField } from './form-controls.js';
import * as styles from './tournament-admin.css.js';

export interface SidesDraft {
  enabled: boolean;
  first: string;
  second: string;
  firstGame: GameSidesSetting['firstGame'];
}

/** The saved sides, or for a format not saved yet the sides of the tournament's game. */
export function sidesDraft(saved: FormatSection | null, gameCode: string): SidesDraft {
  const start = saved ? (saved.sides ?? null) : disciplineSides(gameCode);
  return {
    enabled: start !== null,
    first: start?.names[0] ?? 'White',
    second: start?.names[1] ?? 'Black',
    firstGame: start?.firstGame ?? 'HIGHER_SEED',
  };
}

/** The body's sides: null when the games have none. */
export function sidesBody(draft: SidesDraft): GameSidesSetting | null {
  return draft.enabled ? { names: [draft.first, draft.second], firstGame: draft.firstGame } : null;
}

/**
 * The server's error paths these fields show, for the form's list of placed errors: a text shown at a field here
 * is not repeated above Save. The names at their inputs; the first-game rule and the group's own rule at the select.
 */
export function sidesFieldPaths(draft: SidesDraft): string[] {
  return draft.enabled ? ['sides', 'sides.names.0', 'sides.names.1', 'sides.firstGame'] : [];
}

export function SidesFields({
  sides,
  onSides,
  errorAt,
}: {
  sides: SidesDraft;
  onSides: (change: (current: SidesDraft) => SidesDraft) => void;
  errorAt: FieldErrorLookup;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Sides</legend>
      <CheckboxField
        label="Games have two sides (White and Black, Blue and Red, Home and Away)"
        name="sidesEnabled"
        checked={sides.enabled}
        onChange={(enabled) => onSides((current) => ({ ...current, enabled }))}
      />
      {sides.enabled ? (
        <>
          <TextInput
            label="First side"
            name="sideFirst"
            value={sides.first}
            onValueChange={(first) => onSides((current) => ({ ...current, first }))}
            error={errorAt('sides.names.0')}
          />
          <TextInput
            label="Second side"
            name="sideSecond"
            value={sides.second}
            onValueChange={(second) => onSides((current) => ({ ...current, second }))}
            error={errorAt('sides.names.1')}
          />
          <SelectField
            label="First side in game 1"
            name="sidesFirstGame"
            value={sides.firstGame}
            options={[
              { value: 'HIGHER_SEED', label: 'The higher seed (Swiss: FIDE colour rules)' },
              { value: 'TOSS', label: 'A toss' },
            ]}
            onValueChange={(firstGame) => onSides((current) => ({ ...current, firstGame }))}
            error={errorAt('sides.firstGame') ?? errorAt('sides')}
          />
        </>
      ) : null}
    </fieldset>
  );
}
