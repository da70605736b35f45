// Set up → General information: name (with its characters-left counter), subname and game.
import { useState, type FormEvent } from 'react';
import type { LeaderboardDetail } from '../../../../src/contract/leaderboards.js';
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { useUpdateLeaderboard } from '../api/update-leaderboard.js';
import { NAME_MAX, settingsOf } from '../model/leaderboard-settings.js';
import { ErrorLines, SelectField, fieldErrorsOf, otherErrors } from './form-fields.js';
import * as styles from './leaderboard-admin.css.js';

export function GeneralInformationForm({
  leaderboard,
  games,
  readOnly,
}: {
  leaderboard: LeaderboardDetail;
  games: readonly { code: string; name: string }[];
  readOnly: boolean;
}) {
  const [name, setName] = useState(leaderboard.name);
  const [subname, setSubname] = useState(leaderboard.subname ?? '');
  const [game, setGame] = useState(leaderboard.disciplineCode ?? '');
  const save = useUpdateLeaderboard(leaderboard.id);
  const errors = fieldErrorsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      ...settingsOf(leaderboard),
      name,
      subname: subname.trim() === '' ? null : subname,
      disciplineCode: game === '' ? null : game,
    });
  };
  const gameOptions = [
    { value: '', label: 'All games' },
    ...games.map((g) => ({ value: g.code, label: g.name })),
    ...(game && !games.some((g) => g.code === game) ? [{ value: game, label: game }] : []),
  ];
  return (
    <form onSubmit={submit} noValidate className={styles.fieldset} data-form="general-information">
      <h3 className={styles.subtitle}>General information</h3>
      <fieldset disabled={readOnly} className={styles.fieldset}>
        <TextInput
          label="Leaderboard name"
          name="name"
          value={name}
          onValueChange={setName}
          maxLength={NAME_MAX}
          hint="At least 3 characters."
          error={errors.name}
        />
        <TextInput
          label="Subname"
          name="subname"
          value={subname}
          onValueChange={setSubname}
          maxLength={NAME_MAX}
          error={errors.subname}
        />
        <SelectField
          label="Game"
          name="disciplineCode"
          value={game}
          options={gameOptions}
          onValueChange={setGame}
          error={errors.disciplineCode}
        />
      </fieldset>
      <ErrorLines texts={otherErrors(errors, (path) => ['name', 'subname', 'disciplineCode'].includes(path))} />
      {readOnly ? null : (
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save general information'}
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
