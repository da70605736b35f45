// The user-info tab of /my-profile: nickname, linked accounts and gaming ids per platform. The server
// validates; its formFieldErrors are shown next to the fields (SPEC §8), so rules live in one place.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import {
  ACCOUNT_ID_MAX,
  GAMING_PLATFORMS,
  LINKED_ACCOUNT_KINDS,
  NICKNAME_MAX,
  type CurrentUser,
  type GamingPlatform,
  type LinkedAccountKind,
} from '../../../../src/contract/users.js';
import { isApiError } from '../../../app/api/api-error.js';
import { useUnsavedChangesPrompt } from '../../../app/routing/use-unsaved-changes-prompt.js';
import { useUpdateCurrentUser } from '../api/update-current-user.js';
import * as styles from './user-info-form.css.js';

interface FormValues {
  nickname: string;
  linkedAccounts: Record<LinkedAccountKind, string>;
  disciplineAccounts: Record<GamingPlatform, string>;
}

function initialValues(user: CurrentUser): FormValues {
  const linked = Object.fromEntries(
    Object.keys(LINKED_ACCOUNT_KINDS).map((key) => [key, user.linkedAccounts[key as LinkedAccountKind] ?? '']),
  );
  const gaming = Object.fromEntries(
    Object.keys(GAMING_PLATFORMS).map((key) => [key, user.disciplineAccounts[key as GamingPlatform] ?? '']),
  );
  return {
    nickname: user.nickname,
    linkedAccounts: linked as FormValues['linkedAccounts'],
    disciplineAccounts: gaming as FormValues['disciplineAccounts'],
  };
}

/** Empty ids are left out so clearing a field removes that account. */
function filled<K extends string>(record: Record<K, string>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => (value as string).trim() !== '')) as Partial<
    Record<K, string>
  >;
}

/** The server may name a nested field "disciplineAccounts.steam" or just "steam". */
function fieldError(errors: Record<string, string>, group: string | null, key: string): string | null {
  return (group ? errors[`${group}.${key}`] : undefined) ?? errors[key] ?? null;
}

export function UserInfoForm({ user }: { user: CurrentUser }) {
  const [values, setValues] = useState<FormValues>(() => initialValues(user));
  const [saved, setSaved] = useState<FormValues>(() => initialValues(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [justSaved, setJustSaved] = useState(false);
  const update = useUpdateCurrentUser();
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useUnsavedChangesPrompt(dirty && !update.isPending);

  function change(next: FormValues) {
    setValues(next);
    setJustSaved(false);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await update.mutateAsync({
        nickname: values.nickname.trim(),
        linkedAccounts: filled(values.linkedAccounts),
        disciplineAccounts: filled(values.disciplineAccounts),
      });
      setSaved(values);
      setJustSaved(true);
    } catch (error) {
      if (isApiError(error) && error.formFieldErrors) setErrors(error.formFieldErrors);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Your information">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Player</legend>
        <TextInput
          label="Nickname"
          name="nickname"
          autoComplete="nickname"
          value={values.nickname}
          maxLength={NICKNAME_MAX}
          onValueChange={(nickname) => change({ ...values, nickname })}
          error={fieldError(errors, null, 'nickname')}
          required
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Linked accounts</legend>
        <p className={styles.help}>Organizers use these to reach you during a tournament.</p>
        <div className={styles.grid}>
          {(Object.entries(LINKED_ACCOUNT_KINDS) as Array<[LinkedAccountKind, string]>).map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              name={`linkedAccounts.${key}`}
              value={values.linkedAccounts[key]}
              maxLength={ACCOUNT_ID_MAX}
              onValueChange={(value) =>
                change({ ...values, linkedAccounts: { ...values.linkedAccounts, [key]: value } })
              }
              error={fieldError(errors, 'linkedAccounts', key)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Gaming ids</legend>
        <p className={styles.help}>Your in-game id on each platform you play on, so opponents can find you.</p>
        <div className={styles.grid}>
          {(Object.entries(GAMING_PLATFORMS) as Array<[GamingPlatform, string]>).map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              name={`disciplineAccounts.${key}`}
              value={values.disciplineAccounts[key]}
              maxLength={ACCOUNT_ID_MAX}
              onValueChange={(value) =>
                change({ ...values, disciplineAccounts: { ...values.disciplineAccounts, [key]: value } })
              }
              error={fieldError(errors, 'disciplineAccounts', key)}
            />
          ))}
        </div>
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={update.isPending || !dirty}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        {dirty ? (
          <Button variant="ghost" onClick={() => change(saved)} disabled={update.isPending}>
            Discard changes
          </Button>
        ) : null}
        <p className={styles.status} role="status">
          {justSaved && !dirty ? 'Your profile has been saved.' : ''}
        </p>
      </div>
    </form>
  );
}
