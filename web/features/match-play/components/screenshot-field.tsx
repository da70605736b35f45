// One game's score screenshot: a file picker that previews the chosen image. Images are checked by type here
// so a wrong file is refused before uploading; the server checks the content again.
import { useEffect, useId, useState } from 'react';
import * as styles from './match-play.css.js';

export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
export const SCREENSHOT_MAX_BYTES = 10 * 1024 * 1024;

export function screenshotProblem(file: { type: string; size: number }): string | null {
  if (!SCREENSHOT_TYPES.includes(file.type)) return 'Please use a .png, .jpg or .gif image.';
  if (file.size > SCREENSHOT_MAX_BYTES) return 'The image is larger than 10 MB.';
  return null;
}

export interface ScreenshotFieldProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  required: boolean;
  error?: string | null;
  disabled?: boolean;
}

export function ScreenshotField({ label, file, onChange, required, error, disabled }: ScreenshotFieldProps) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = problem ?? error ?? null;
  return (
    <div className={styles.screenshot}>
      <label htmlFor={inputId} className={styles.screenshotLabel}>
        {label}
        {required ? ' (required)' : ' (optional)'}
      </label>
      <input
        id={inputId}
        type="file"
        accept={SCREENSHOT_TYPES.join(',')}
        disabled={disabled}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const refused = chosen ? screenshotProblem(chosen) : null;
          setProblem(refused);
          onChange(refused ? null : chosen);
        }}
      />
      {preview ? <img src={preview} alt={`Preview: ${label}`} className={styles.preview} /> : null}
      {shown ? (
        <p className={styles.fieldError} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
