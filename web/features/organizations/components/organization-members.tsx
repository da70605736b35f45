// The organizers of the organization. The owner adds them by e-mail, removes them, and makes one a referee (staff who
// only run the event day: disputes, results, check-in, stream links; issue 26 §3) or a full organizer again.
import { useState, type FormEvent } from 'react';
import { Avatar } from '../../../../src/ui/avatar.js';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { Card } from '../../../../src/ui/card.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { Select } from '../../../../src/ui/select.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import type { OrganizationMemberRole } from '../../../../src/domain/staff-permissions.js';
import { errorText } from '../../../app/api/error-texts.js';
import { isApiError } from '../../../app/api/api-error.js';
import { useOrganizationMembers } from '../api/get-organization-members.js';
import { useAddOrganizationMember } from '../api/add-organization-member.js';
import { useRemoveOrganizationMember } from '../api/remove-organization-member.js';
import { useSetOrganizationMemberRole } from '../api/set-organization-member-role.js';
import * as styles from './organization.css.js';

const ROLE_OPTIONS = [
  { value: 'MEMBER', label: 'Organizer' },
  { value: 'REFEREE', label: 'Referee' },
] as const satisfies readonly { value: OrganizationMemberRole; label: string }[];

export function OrganizationMembers({ organizationId, canManage }: { organizationId: string; canManage: boolean }) {
  const members = useOrganizationMembers(organizationId);
  const add = useAddOrganizationMember();
  const remove = useRemoveOrganizationMember();
  const setRole = useSetOrganizationMemberRole();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await add.mutateAsync({ organizationId, email });
      setEmail('');
    } catch (failure) {
      if (isApiError(failure)) setError(failure.formFieldErrors?.email ?? errorText(failure.code));
    }
  }

  return (
    <Card title="Organizers">
      {members.isPending ? (
        <Spinner label="Loading organizers…" showLabel />
      ) : (
        <ul className={styles.list}>
          {(members.data ?? []).map((member) => (
            <li key={member.userId} className={styles.row}>
              <Avatar src={member.profilePictureURL} alt="" size={32} />
              <span className={styles.grow}>
                <strong>{member.nickname}</strong>
                <span className={styles.muted}>{member.email}</span>
              </span>
              {member.role === 'OWNER' ? (
                <Badge tone="accent">Owner</Badge>
              ) : canManage ? (
                <Select
                  label={`Role of ${member.nickname}`}
                  className={styles.roleSelect}
                  value={member.role}
                  options={ROLE_OPTIONS}
                  disabled={setRole.isPending}
                  data-testid="member-role"
                  data-member={member.nickname}
                  onValueChange={(role) => setRole.mutate({ organizationId, userId: member.userId, role })}
                />
              ) : (
                <Badge>{member.role === 'REFEREE' ? 'Referee' : 'Organizer'}</Badge>
              )}
              {canManage && member.role !== 'OWNER' ? (
                <Button
                  size="sm"
                  variant="danger"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ organizationId, userId: member.userId })}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canManage ? (
        <form className={styles.inlineForm} onSubmit={(event) => void onAdd(event)} noValidate>
          <TextInput
            label="Add an organizer by e-mail"
            type="email"
            value={email}
            onValueChange={setEmail}
            error={error}
          />
          <Button type="submit" disabled={add.isPending || !email.trim()}>
            Add organizer
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
