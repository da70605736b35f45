// "Get the extension": how to install Arena Wallet from the build the server serves, for the visitor's
// browser (Chromium zip or Firefox add-on), with the other build offered too.
import { buttonClassName } from '../../../src/ui/button.js';
import { Modal } from '../../../src/ui/modal.js';
import { ExtensionInstall } from '../wallet/extension-install.js';
import * as styles from './navigation.css.js';

export function ExtensionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Get the Arena Wallet extension">
      <p className={styles.modalText}>
        Arena Wallet keeps your keys in your browser and signs prize and Uniq transactions. It is not in a store yet.
      </p>
      <ExtensionInstall stepsClassName={styles.steps} downloadClassName={buttonClassName({ size: 'lg' })} />
    </Modal>
  );
}
