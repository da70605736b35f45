// A yes/no question before an action that is hard or impossible to take back (publish a tournament, lock an
// organization, pause the rounds, delete a team…): the question, what follows, and the two answers.
import type { ReactNode } from 'react';
import { Button } from './button.js';
import { Modal } from './modal.js';
import * as styles from './confirm-dialog.css.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The answer that keeps things as they are. */
  cancelLabel?: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} maxWidth={480}>
      <div className={styles.body}>
        <div>{children}</div>
        <div className={styles.actions}>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={pending}>
            {pending ? 'Working…' : confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
