// A short message to the organizer: "Report incorrect score" (message optional) and "Report an issue"
// (message required).
import { useState } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { Modal } from '../../../../src/ui/modal.js';
import { TextArea } from '../../../../src/ui/text-area.js';
import * as styles from './match-play.css.js';

export interface MessageDialogProps {
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  required: boolean;
  pending: boolean;
  error: string | null;
  onSubmit: (message: string) => void;
  onClose: () => void;
}

export function MessageDialog({
  title,
  description,
  label,
  submitLabel,
  required,
  pending,
  error,
  onSubmit,
  onClose,
}: MessageDialogProps) {
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Modal open onClose={onClose} title={title}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (required && message.trim() === '') {
            setMissing(true);
            return;
          }
          onSubmit(message);
        }}
      >
        <p className={styles.muted}>{description}</p>
        <TextArea
          label={required ? label : `${label} (optional)`}
          value={message}
          onValueChange={(value) => {
            setMessage(value);
            setMissing(false);
          }}
          maxLength={2000}
          error={missing ? 'This field is required.' : null}
        />
        {error ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant={required ? 'primary' : 'danger'} disabled={pending}>
            {pending ? 'Sending…' : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
