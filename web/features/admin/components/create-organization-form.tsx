// Create an organization for an owner found by e-mail (SPEC §2, §6).
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { Card } from '../../../../src/ui/card.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { ORGANIZATION_NAME_MAX } from '../../../../src/contract/organizations.js';
import { useCreateOrganization } from '../api/create-organization.js';
import { organizationFormErrors } from './organization-form-errors.js';
import * as styles from './admin.css.js';

export function CreateOrganizationForm() {
  const [values, setValues] = useState({ name: '', ownerEmail: '', discord: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<string | null>(null);
  const create = useCreateOrganization();
  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setCreated(null);
    try {
      const organization = await create.mutateAsync({
        name: values.name,
        ownerEmail: values.ownerEmail,
        ...(values.discord.trim() ? { discord: values.discord } : {}),
      });
      setCreated(organization.name);
      setValues({ name: '', ownerEmail: '', discord: '' });
    } catch (failure) {
      setErrors(organizationFormErrors(failure, 'ownerEmail'));
    }
  }

  return (
    <Card title="Create an organization">
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextInput
          label="Name"
          value={values.name}
          onValueChange={set('name')}
          maxLength={ORGANIZATION_NAME_MAX}
          error={errors.name}
          required
        />
        <TextInput
          label="Owner e-mail"
          type="email"
          value={values.ownerEmail}
          onValueChange={set('ownerEmail')}
          error={errors.ownerEmail}
          required
        />
        <TextInput
          label="Discord (optional)"
          value={values.discord}
          onValueChange={set('discord')}
          error={errors.discord}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create organization'}
        </Button>
      </form>
      {errors.form ? (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      ) : null}
      <p className={styles.muted} role="status">
        {created ? `${created} was created.` : ''}
      </p>
    </Card>
  );
}
