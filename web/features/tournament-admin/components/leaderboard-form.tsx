// Leaderboard settings section: link the tournament's results to one of the organization's leaderboards.
// Compatibility (SPEC §5: single elimination not to POINTS, matchups not to RANK) is the server's answer.
import { useState } from 'react';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { useOrganizationLeaderboards } from '../api/get-organization-leaderboards.js';
import { useSaveSection } from '../api/save-section.js';
import { unplacedErrors } from '../model/field-errors.js';
import { SelectField } from './form-controls.js';
import { SectionForm } from './section-form.js';
import { sectionErrors } from './use-section-errors.js';
import * as styles from './tournament-admin.css.js';

const NONE = '';

export function LeaderboardForm({
  tournament,
  readOnly,
  onSaved,
}: {
  tournament: TournamentView;
  readOnly: boolean;
  onSaved: () => void;
}) {
  const linked = tournament.leaderboard ?? null;
  const [leaderboardId, setLeaderboardId] = useState<string>(linked?.id ?? NONE);
  const leaderboards = useOrganizationLeaderboards();
  const save = useSaveSection(tournament.id, 'leaderboard');
  const { errorAt, all } = sectionErrors(save.error);
  const choices = (leaderboards.data ?? []).filter((board) => board.status !== 'DELETED' || board.id === linked?.id);
  const options = [
    { value: NONE, label: 'No leaderboard' },
    ...choices.map((board) => ({ value: board.id, label: `${board.name} (${board.kind})` })),
    ...(linked && !choices.some((board) => board.id === linked.id)
      ? [{ value: linked.id, label: `${linked.name} (${linked.kind})` }]
      : []),
  ];

  return (
    <SectionForm
      name="leaderboard"
      readOnly={readOnly}
      pending={save.isPending}
      onSubmit={() =>
        save.mutate({ leaderboardId: leaderboardId === NONE ? null : leaderboardId }, { onSuccess: onSaved })
      }
      otherErrors={unplacedErrors(all, ['leaderboardId', 'format.format'])}
    >
      <p className={styles.muted}>
        A single elimination tournament cannot feed a POINTS leaderboard; a matchups tournament cannot feed a RANK
        leaderboard.
      </p>
      {leaderboards.isError ? (
        <p className={styles.muted}>Your organization's leaderboards could not be read.</p>
      ) : null}
      <SelectField
        label="Linked leaderboard"
        name="leaderboardId"
        value={leaderboardId}
        options={options}
        onValueChange={setLeaderboardId}
        error={errorAt('leaderboardId') ?? errorAt('format.format')}
      />
    </SectionForm>
  );
}
