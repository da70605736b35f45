// "Get the extension": how to install Arena Wallet in a Chromium browser from the zip the server serves.
import { buttonClassName } from '../../../src/ui/button.js';
import { Modal } from '../../../src/ui/modal.js';
import { downloads } from '../../paths.js';
import * as styles from './navigation.css.js';

export function ExtensionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Get the Arena Wallet extension">
      <p className={styles.modalText}>
        Arena Wallet keeps your keys in your browser and signs prize and Uniq transactions. It is not in a store yet;
        install it in Chrome, Edge, Brave or Chromium like this:
      </p>
      <ol className={styles.steps}>
        <li>Download the extension and unzip it into a folder you keep.</li>
        <li>
          Open <code>chrome://extensions</code> and switch on <strong>Developer mode</strong>.
        </li>
        <li>
          Choose <strong>Load unpacked</strong> and select the unzipped folder.
        </li>
        <li>Pin Arena Wallet to the toolbar, open it and create or import a wallet.</li>
      </ol>
      <a className={buttonClassName({ size: 'lg' })} href={downloads.walletExtension} download>
        Download Arena Wallet (.zip)
      </a>
    </Modal>
  );
}
