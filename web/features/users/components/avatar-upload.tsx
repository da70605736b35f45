// Profile picture upload with a preview. Obvious problems (wrong kind of file, too big) are caught before
// uploading; the server still checks the content and the resolution.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from '../../../../src/ui/avatar.js';
import { Button } from '../../../../src/ui/button.js';
import { fileInput } from '../../../../src/ui/file-input.css.js';
import { errorText } from '../../../app/api/error-texts.js';
import { EARLY_ERROR_TEXTS } from '../../../../src/contract/early-error-texts.js';
import { AVATAR_RULES } from '../../../../src/contract/users.js';
import { isApiError } from '../../../app/api/api-error.js';
import { useUpdateAvatar } from '../api/update-avatar.js';
import * as styles from './avatar-upload.css.js';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

/** Why a picture cannot be sent, or null when it may be. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return EARLY_ERROR_TEXTS['AVATAR-INVALID-FORMAT'];
  if (file.size > AVATAR_RULES.maxBytes) return EARLY_ERROR_TEXTS['AVATAR-TOO-LARGE'];
  return null;
}

export function AvatarUpload({ currentUrl, nickname }: { currentUrl: string | null; nickname: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const upload = useUpdateAvatar();

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setDone(false);
    setError(chosen ? avatarFileProblem(chosen) : null);
    setFile(chosen);
    setPreviewUrl(chosen ? URL.createObjectURL(chosen) : null);
  }

  async function onUpload() {
    if (!file || error) return;
    try {
      await upload.mutateAsync({ file });
      setError(null);
      setDone(true);
      setFile(null);
      setPreviewUrl(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (failure) {
      // Every refusal lands at the field: the server's field text, else its catalogue text (e.g. too small).
      setError(
        isApiError(failure) ? (failure.formFieldErrors?.profilePicture ?? errorText(failure.code)) : errorText(null),
      );
    }
  }

  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <fieldset className={styles.wrapper}>
      <legend className={styles.legend}>Profile picture</legend>
      <Avatar
        src={previewUrl ?? currentUrl}
        alt={previewUrl ? 'Preview of your new picture' : `Current picture of ${nickname}`}
        size={112}
      />
      <div className={styles.controls}>
        <label htmlFor={inputId} className={styles.label}>
          Choose a picture
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name="profilePicture"
          accept={ACCEPTED_TYPES.join(',')}
          className={`${fileInput} ${styles.fileInput}`}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={onFileChange}
        />
        <p id={hintId} className={styles.hint}>
          PNG, JPG or GIF, at least {AVATAR_RULES.minWidth} × {AVATAR_RULES.minHeight} pixels, up to{' '}
          {Math.round(AVATAR_RULES.maxBytes / (1024 * 1024))} MB.
        </p>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.row}>
          <Button onClick={() => void onUpload()} disabled={!file || Boolean(error) || upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload picture'}
          </Button>
        </div>
        <p className={styles.status} role="status">
          {done ? 'Your new picture is saved.' : ''}
        </p>
      </div>
    </fieldset>
  );
}
