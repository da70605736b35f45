// "Download Client": the desktop client is announced in SPEC §1 but not built yet; say so plainly.
import { Button } from '../../../src/ui/button.js';
import { Modal } from '../../../src/ui/modal.js';
import * as styles from './navigation.css.js';

export function ClientModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Arena desktop client">
      <p className={styles.modalText}>
        The Arena desktop client is not available yet. Everything it will offer already works here in your browser: join
        tournaments, report scores and follow leaderboards.
      </p>
      <Button onClick={onClose}>Got it</Button>
    </Modal>
  );
}
