// The navigation bar of the main layout: a full bar on wide screens, and on small screens a top bar with
// the menu icon, the logo and the profile picture (SPEC §2). Both are rendered; CSS shows one.
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Avatar } from '../../../src/ui/avatar.js';
import { Button } from '../../../src/ui/button.js';
import { useLogout } from '../../features/auth/api/logout.js';
import { useSignIn } from '../../features/auth/hooks/use-sign-in.js';
import { paths } from '../../paths.js';
import { useLoginPrompt } from '../login-prompt/login-prompt-store.js';
import { isDesktopClient } from '../session/desktop-client.js';
import { useViewer } from '../session/use-viewer.js';
import { ClientModal } from './client-modal.js';
import { Logo } from './logo.js';
import { MenuModal } from './menu-modal.js';
import { navigationLinks } from './navigation-links.js';
import * as styles from './navigation.css.js';

// The install steps (both browsers' builds) load when the visitor asks for them, outside every page's first load.
const ExtensionModal = lazy(() =>
  import('./extension-modal.js').then((module) => ({ default: module.ExtensionModal })),
);

type OpenModal = 'menu' | 'extension' | 'client' | null;

export function NavigationBar() {
  const viewer = useViewer();
  const signedIn = viewer.status === 'signed-in';
  const links = navigationLinks(viewer.user?.permissions ?? null);
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const showLoginPrompt = useLoginPrompt((state) => state.show);
  const { start, pending } = useSignIn();
  const logout = useLogout();
  const showClientDownload = !isDesktopClient();
  // While the session's user loads we do not know yet whether to offer Login; show neither.
  const guest = viewer.status === 'guest';
  const pictureUrl = viewer.user?.profilePictureURL ?? null;
  const nickname = viewer.user?.nickname ?? '';

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <div className={styles.desktopBar}>
        <Logo />
        <nav aria-label="Main">
          <ul className={styles.linkList}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={styles.navLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {guest ? (
            <>
              <Button variant="ghost" onClick={() => start('login')} disabled={pending !== null}>
                Login
              </Button>
              <Button onClick={() => start('create-account')} disabled={pending !== null}>
                Create account
              </Button>
            </>
          ) : null}
          {signedIn ? (
            <>
              <Button
                variant="secondary"
                size="sm"
                aria-label="Get the extension"
                onClick={() => setOpenModal('extension')}
              >
                <span className={styles.wideOnly}>Get the extension</span>
                <span className={styles.narrowOnly}>Extension</span>
              </Button>
              {showClientDownload ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label="Download Client"
                  onClick={() => setOpenModal('client')}
                >
                  <span className={styles.wideOnly}>Download Client</span>
                  <span className={styles.narrowOnly}>Client</span>
                </Button>
              ) : null}
              <Link to={paths.myProfile} className={styles.avatarLink} aria-label={`Your profile (${nickname})`}>
                <Avatar src={pictureUrl} alt="" size={36} />
              </Link>
              <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
                Sign out
              </Button>
            </>
          ) : null}
        </div>
      </div>

      <div className={styles.mobileBar}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Open menu"
          aria-haspopup="dialog"
          onClick={() => setOpenModal('menu')}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <span className={styles.mobileLogo}>
          <Logo />
        </span>
        {signedIn ? (
          <Link to={paths.myProfile} className={styles.iconButton} aria-label={`Your profile (${nickname})`}>
            <Avatar src={pictureUrl} alt="" size={32} />
          </Link>
        ) : (
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Log in or create an account"
            onClick={() => showLoginPrompt()}
          >
            <Avatar src={null} alt="" size={32} />
          </button>
        )}
      </div>

      <MenuModal
        open={openModal === 'menu'}
        onClose={() => setOpenModal(null)}
        links={links}
        signedIn={signedIn}
        showClientDownload={showClientDownload}
        onOpenExtension={() => setOpenModal('extension')}
        onOpenClient={() => setOpenModal('client')}
        onSignOut={() => logout.mutate()}
      />
      {openModal === 'extension' && (
        <Suspense fallback={null}>
          <ExtensionModal open onClose={() => setOpenModal(null)} />
        </Suspense>
      )}
      <ClientModal open={openModal === 'client'} onClose={() => setOpenModal(null)} />
    </header>
  );
}
