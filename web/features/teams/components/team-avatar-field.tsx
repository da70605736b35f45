// The avatar picker of the team form, with a preview. Obvious mistakes are caught before sending; the
// server still checks the content (a renamed file gets NOT_VALID_VALUE back).
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Avatar } from '../../../../src/ui/avatar.js';
import { EARLY_ERROR_TEXTS } from '../../../../src/contract/early-error-texts.js';
import { TEAM_AVATAR_RULES } from '../../../../src/contract/teams.js';
import * as fieldStyles from '../../../../src/ui/field.css.js';
import * as styles from './teams.css.js';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];

/** Why a file cannot be used as a team avatar, or null. */
export function teamAvatarProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return EARLY_ERROR_TEXTS.NOT_VALID_VALUE;
  if (file.size > TEAM_AVATAR_RULES.maxBytes) return EARLY_ERROR_TEXTS['PAYLOAD-TOO-LARGE'];
  return null;
}

export interface TeamAvatarFieldProps {
  currentUrl: string | null;
  onChange: (file: File | null, problem: string | null) => void;
  error: string | null;
}

export function TeamAvatarField({ currentUrl, onChange, error }: TeamAvatarFieldProps) {
  const id = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setPreviewUrl(file ? URL.createObjectURL(file) : null);
    onChange(file, file ? teamAvatarProblem(file) : null);
  }

  return (
    <div className={styles.avatarField}>
      <Avatar
        src={previewUrl ?? currentUrl}
        alt={previewUrl ? 'Preview of the team avatar' : 'Team avatar'}
        size={72}
      />
      <div className={styles.grow}>
        <label htmlFor={id} className={fieldStyles.label}>
          Avatar
        </label>
        <input
          id={id}
          name="avatar"
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          className={styles.fileInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={onFileChange}
        />
        <p id={`${id}-hint`} className={styles.muted}>
          PNG or JPG, up to {Math.round(TEAM_AVATAR_RULES.maxBytes / (1024 * 1024))} MB.
        </p>
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
