// Footer of the main layout (SPEC §2): the legal page and Arena's social channels.
import { Link } from 'react-router-dom';
import { paths } from '../../paths.js';
import { visuallyHidden } from '../../../src/ui/visually-hidden.css.js';
import * as styles from './navigation.css.js';

// The operator's public channels; replace with your own community's accounts when you deploy Arena.
const SOCIAL_LINKS = [
  { label: 'Discord', href: 'https://discord.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
  { label: 'Twitch', href: 'https://www.twitch.tv/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.copyright}>© {new Date().getFullYear()} Arena. Compete, climb, collect.</p>
        <nav aria-label="Footer">
          <ul className={styles.footerLinks}>
            <li>
              <Link to={paths.legal} className={styles.footerLink}>
                Legal
              </Link>
            </li>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} className={styles.footerLink} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className={visuallyHidden}> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
