// Hand an organization over to another user, found by e-mail. The previous owner stays an organizer.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { Modal } from '../../../../src/ui/modal.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import type { Organization } from '../../../../src/contract/organizations.js';
import { useTransferOrganization } from '../api/transfer-organization.js';
import { organizationFormErrors } from './organization-form-errors.js';
import * as styles from './admin.css.js';

export function TransferOrganizationModal({
  organization,
  onClose,
}: {
  organization: Organization;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const transfer = useTransferOrganization();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await transfer.mutateAsync({ organizationId: organization.id, email });
      onClose();
    } catch (failure) {
      setErrors(organizationFormErrors(failure));
    }
  }

  return (
    <Modal open onClose={onClose} title={`Transfer ${organization.name}`}>
      <form className={styles.stack} onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className={styles.muted}>
          Current owner: {organization.ownerNickname} ({organization.ownerEmail ?? 'no e-mail'}). They stay on as an
          organizer.
        </p>
        <TextInput
          label="New owner e-mail"
          type="email"
          value={email}
          onValueChange={setEmail}
          error={errors.email}
          autoFocus
        />
        {errors.form ? (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={transfer.isPending || !email.trim()}>
            Transfer ownership
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
