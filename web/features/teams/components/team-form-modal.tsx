// Create or edit a team: name and avatar. Only what changed is sent (SPEC §5); the server's formFieldErrors
// (ALREADY_EXISTS on the name, NOT_VALID_VALUE on the avatar) show next to the fields.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { Modal } from '../../../../src/ui/modal.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { TEAM_NAME_MAX, type Team } from '../../../../src/contract/teams.js';
import { isApiError } from '../../../app/api/api-error.js';
import { useCreateTeam } from '../api/create-team.js';
import { useUpdateTeam } from '../api/update-team.js';
import { TeamAvatarField } from './team-avatar-field.js';
import * as styles from './teams.css.js';

export interface TeamFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The team to edit; absent to create one. */
  team?: Team;
  onSaved?: (team: Team) => void;
}

export function TeamFormModal({ open, onClose, team, onSaved }: TeamFormModalProps) {
  const [name, setName] = useState(team?.name ?? '');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const pending = create.isPending || update.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (errors.avatar && avatar) return;
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: 'This field is required.' });
    setErrors({});
    try {
      const saved = team
        ? await update.mutateAsync({ teamId: team.id, name: trimmed !== team.name ? trimmed : undefined, avatar })
        : await create.mutateAsync({ name: trimmed, avatar });
      onSaved?.(saved);
      setAvatar(null);
      if (!team) setName('');
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.formFieldErrors) setErrors(failure.formFieldErrors);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={team ? `Edit ${team.name}` : 'Create a team'}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextInput
          label="Team name"
          name="name"
          value={name}
          onValueChange={setName}
          maxLength={TEAM_NAME_MAX}
          error={errors.name}
          required
          autoFocus
        />
        <TeamAvatarField
          currentUrl={team?.avatarUrl ?? null}
          error={errors.avatar ?? null}
          onChange={(file, problem) => {
            setAvatar(file);
            setErrors(({ avatar: _old, ...rest }) => (problem ? { ...rest, avatar: problem } : rest));
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : team ? 'Save changes' : 'Create team'}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
