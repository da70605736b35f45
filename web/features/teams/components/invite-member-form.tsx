// The owner invites someone by e-mail, account or not. The server checks the address and answers
// "This email address is not valid." / already invited / already in the team next to the field.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { errorText } from '../../../app/api/error-texts.js';
import { isApiError } from '../../../app/api/api-error.js';
import { useInviteTeamMember } from '../api/invite-team-member.js';
import * as styles from './teams.css.js';

export function InviteMemberForm({ teamId }: { teamId: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useInviteTeamMember();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSentTo(null);
    try {
      await invite.mutateAsync({ teamId, email });
      setSentTo(email.trim());
      setEmail('');
    } catch (failure) {
      if (!isApiError(failure)) return;
      // Every refusal is shown here (the call raises no banner): field texts as sent, codes by their text.
      setError(failure.formFieldErrors?.email ?? errorText(failure.code));
    }
  }

  return (
    <form className={styles.inlineForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextInput
        label="Invite by e-mail"
        type="email"
        name="email"
        value={email}
        onValueChange={setEmail}
        error={error}
        placeholder="player@example.com"
      />
      <Button type="submit" disabled={invite.isPending || !email.trim()}>
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
      <p className={styles.muted} role="status">
        {sentTo ? `Invitation sent to ${sentTo}.` : ''}
      </p>
    </form>
  );
}
