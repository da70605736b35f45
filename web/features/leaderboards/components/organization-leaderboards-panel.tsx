// Your Organization → Leaderboards: the organization's leaderboards (drafts included) with links to manage
// and to view them, and a form that creates a draft (name and kind) and opens its administration.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '../../../../src/ui/badge.js';
import { Button, buttonClassName } from '../../../../src/ui/button.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { ChartIcon } from '../../../../src/ui/icons.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { paths } from '../../../paths.js';
import { useCreateLeaderboard, useOrganizationLeaderboards } from '../api/organization-leaderboards.js';
import { KIND_LABELS, STATUS_LABELS } from '../model/leaderboard-labels.js';
import { NAME_MAX } from '../model/leaderboard-settings.js';
import { ErrorLines, SelectField, fieldErrorsOf, otherErrors } from './form-fields.js';
import * as styles from './leaderboard-admin.css.js';

const DISPLAY = { DRAFT: 'DRAFT', ACTIVE: 'ACTIVE', ENDED: 'COMPLETE', DELETED: 'DELETED' } as const;

export function OrganizationLeaderboardsPanel() {
  const leaderboards = useOrganizationLeaderboards();
  const [creating, setCreating] = useState(false);
  const shown = (leaderboards.data ?? []).filter((leaderboard) => leaderboard.status !== 'DELETED');
  return (
    <div className={styles.fieldset}>
      <div className={styles.actions}>
        {creating ? null : <Button onClick={() => setCreating(true)}>Create leaderboard</Button>}
      </div>
      {creating ? <CreateLeaderboardForm onCancel={() => setCreating(false)} /> : null}
      {leaderboards.isPending ? <p className={styles.muted}>Loading leaderboards…</p> : null}
      {!leaderboards.isPending && shown.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<ChartIcon />}
          title="No leaderboards yet"
          description="Create a leaderboard, link tournaments to it, and their results add up to season standings."
        />
      ) : null}
      {shown.length > 0 ? (
        <ul className={styles.list} aria-label="Leaderboards">
          {shown.map((leaderboard) => {
            const status = STATUS_LABELS[DISPLAY[leaderboard.status]];
            return (
              <li key={leaderboard.id} className={styles.listRow} data-leaderboard={leaderboard.name}>
                <div>
                  <strong>{leaderboard.name}</strong>
                  <p className={styles.muted}>{KIND_LABELS[leaderboard.kind]}</p>
                </div>
                <div className={styles.actions}>
                  <Badge tone={status.tone}>{status.text}</Badge>
                  <Link
                    to={paths.createLeaderboard.build(leaderboard.id)}
                    className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                  >
                    Edit
                  </Link>
                  {leaderboard.status !== 'DRAFT' ? (
                    <Link
                      to={paths.leaderboards.build(leaderboard.id)}
                      className={buttonClassName({ variant: 'ghost', size: 'sm' })}
                    >
                      View
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function CreateLeaderboardForm({ onCancel }: { onCancel: () => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'POINTS' | 'RANK'>('POINTS');
  const create = useCreateLeaderboard();
  const navigate = useNavigate();
  const errors = fieldErrorsOf(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, kind }, { onSuccess: (created) => void navigate(paths.createLeaderboard.build(created.id)) });
  };
  return (
    <form className={styles.createForm} onSubmit={submit} noValidate aria-label="New leaderboard">
      <TextInput
        label="Leaderboard name"
        name="name"
        value={name}
        onValueChange={setName}
        maxLength={NAME_MAX}
        error={errors.name}
      />
      <SelectField
        label="Kind"
        name="kind"
        value={kind}
        options={[
          { value: 'POINTS', label: 'Points: players collect points by placement' },
          { value: 'RANK', label: 'Rank: players are ordered by their best placement' },
        ]}
        onValueChange={setKind}
      />
      <ErrorLines texts={otherErrors(errors, (path) => path === 'name')} />
      <div className={styles.actions}>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create and set up'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
