// Edit an organization's name and Discord link.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { Modal } from '../../../../src/ui/modal.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { ORGANIZATION_NAME_MAX, type Organization } from '../../../../src/contract/organizations.js';
import { useUpdateOrganization } from '../api/update-organization.js';
import { organizationFormErrors } from './organization-form-errors.js';
import * as styles from './admin.css.js';

export function EditOrganizationModal({ organization, onClose }: { organization: Organization; onClose: () => void }) {
  const [name, setName] = useState(organization.name);
  const [discord, setDiscord] = useState(organization.discord ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateOrganization();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await update.mutateAsync({ organizationId: organization.id, name, discord });
      onClose();
    } catch (failure) {
      setErrors(organizationFormErrors(failure));
    }
  }

  return (
    <Modal open onClose={onClose} title={`Edit ${organization.name}`}>
      <form className={styles.stack} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextInput
          label="Name"
          value={name}
          onValueChange={setName}
          maxLength={ORGANIZATION_NAME_MAX}
          error={errors.name}
          autoFocus
        />
        <TextInput
          label="Discord"
          value={discord}
          onValueChange={setDiscord}
          error={errors.discord}
          hint="Leave empty to remove it"
        />
        {errors.form ? (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={update.isPending}>
            Save
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
