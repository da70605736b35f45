// Leaderboard Privacy: the Enable private access card (only the organization and its partners see the
// leaderboard), and the partner organizations, added by the e-mail of one of their organizers.
import { useState, type FormEvent } from 'react';
import type { LeaderboardDetail } from '../../../../src/contract/leaderboards.js';
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { useAddLeaderboardPartner, useRemoveLeaderboardPartner } from '../api/leaderboard-partners.js';
import { useUpdateLeaderboard } from '../api/update-leaderboard.js';
import { settingsOf } from '../model/leaderboard-settings.js';
import { ErrorLines, fieldErrorsOf, otherErrors } from './form-fields.js';
import * as styles from './leaderboard-admin.css.js';

export function PrivacyForm({ leaderboard, readOnly }: { leaderboard: LeaderboardDetail; readOnly: boolean }) {
  const save = useUpdateLeaderboard(leaderboard.id);
  const add = useAddLeaderboardPartner(leaderboard.id);
  const remove = useRemoveLeaderboardPartner(leaderboard.id);
  const [email, setEmail] = useState('');
  const partners = leaderboard.admin?.partners ?? [];
  const addErrors = fieldErrorsOf(add.error);
  const on = leaderboard.privateAccess;

  const submitPartner = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(email, { onSuccess: () => setEmail('') });
  };

  return (
    <div className={styles.fieldset}>
      <section className={styles.privateCard} data-on={on ? 'true' : 'false'} aria-labelledby="private-access-title">
        <div className={styles.privateText}>
          <h3 id="private-access-title" className={styles.subtitle}>
            Enable private access
          </h3>
          <p className={styles.muted}>
            Only your organization and the partner organizations below see a private leaderboard; for everyone else it
            does not exist.
          </p>
          <p className={styles.muted} data-testid="private-access-state">
            Private access is {on ? 'on' : 'off'}.
          </p>
          <ErrorLines texts={otherErrors(fieldErrorsOf(save.error), () => false)} />
        </div>
        {readOnly ? null : (
          <Button
            variant={on ? 'secondary' : 'primary'}
            size="sm"
            disabled={save.isPending}
            onClick={() => save.mutate({ ...settingsOf(leaderboard), privateAccess: !on })}
          >
            {on ? 'Disable' : 'Enable'}
          </Button>
        )}
      </section>

      <section className={styles.fieldset} aria-labelledby="partners-title">
        <h3 id="partners-title" className={styles.subtitle}>
          Partner organizers
        </h3>
        {readOnly ? null : (
          <form onSubmit={submitPartner} noValidate className={styles.addRow} data-form="add-partner">
            <TextInput
              className={styles.grow}
              label="Organizer e-mail"
              type="email"
              name="email"
              value={email}
              onValueChange={setEmail}
              error={addErrors.email}
            />
            <Button type="submit" disabled={add.isPending || email.trim() === ''}>
              {add.isPending ? 'Adding…' : 'Add partner'}
            </Button>
          </form>
        )}
        {partners.length === 0 ? (
          <p className={styles.muted}>No partner organizations yet.</p>
        ) : (
          <ul className={styles.partnerList} aria-label="Partner organizations">
            {partners.map((partner) => (
              <li key={partner.organizationId} className={styles.partnerRow}>
                <span>{partner.name}</span>
                {readOnly ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(partner.organizationId)}
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
