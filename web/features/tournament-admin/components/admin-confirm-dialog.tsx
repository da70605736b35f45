// A yes/no question before an organizer action that erases or ends something (unlock, cancel): the app's
// confirmation, its answer a danger button and "Keep it".
import { ConfirmDialog, type ConfirmDialogProps } from '../../../../src/ui/confirm-dialog.js';

export type AdminConfirmDialogProps = Omit<ConfirmDialogProps, 'danger' | 'cancelLabel'>;

export function AdminConfirmDialog(props: AdminConfirmDialogProps) {
  return <ConfirmDialog {...props} danger cancelLabel="Keep it" />;
}
