// A yes/no question before an organizer action that erases or ends something (unlock, cancel).
import type { ReactNode } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { Modal } from '../../../../src/ui/modal.js';
import * as styles from './tournament-admin.css.js';

export interface AdminConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function AdminConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending = false,
  onConfirm,
  onCancel,
}: AdminConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} maxWidth={480}>
      <div className={styles.fieldset}>
        <div>{children}</div>
        <div className={styles.actions}>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? 'Working…' : confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Keep it
          </Button>
        </div>
      </div>
    </Modal>
  );
}
