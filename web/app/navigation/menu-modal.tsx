// Small-screen menu (SPEC §2): the same links as the desktop bar, and either the login/create-account
// prompt for guests or the extension, client and sign-out actions for signed-in users.
import { NavLink } from 'react-router-dom';
import { Button } from '../../../src/ui/button.js';
import { Modal } from '../../../src/ui/modal.js';
import { useSignIn } from '../../features/auth/hooks/use-sign-in.js';
import type { NavigationLink } from './navigation-links.js';
import * as styles from './navigation.css.js';

export interface MenuModalProps {
  open: boolean;
  onClose: () => void;
  links: NavigationLink[];
  signedIn: boolean;
  showClientDownload: boolean;
  onOpenExtension: () => void;
  onOpenClient: () => void;
  onSignOut: () => void;
}

export function MenuModal({
  open,
  onClose,
  links,
  signedIn,
  showClientDownload,
  onOpenExtension,
  onOpenClient,
  onSignOut,
}: MenuModalProps) {
  const { start, pending } = useSignIn();
  return (
    <Modal open={open} onClose={onClose} title="Menu" closeLabel="Close menu">
      <nav aria-label="Main">
        <ul className={styles.menuList}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={styles.menuLink} onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.menuSection}>
        {signedIn ? (
          <>
            <Button variant="secondary" block onClick={onOpenExtension}>
              Get the extension
            </Button>
            {showClientDownload ? (
              <Button variant="secondary" block onClick={onOpenClient}>
                Download Client
              </Button>
            ) : null}
            <Button variant="ghost" block onClick={onSignOut}>
              Sign out
            </Button>
          </>
        ) : (
          <>
            <p className={styles.menuPrompt}>Log in or create an account to join tournaments.</p>
            <Button block onClick={() => start('login')} disabled={pending !== null}>
              Login
            </Button>
            <Button variant="secondary" block onClick={() => start('create-account')} disabled={pending !== null}>
              Create account
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
