// /legal (no navigation bar or footer, SPEC §2): terms of use, privacy policy, community guidelines and
// content policy, legal information.
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../src/ui/button.js';
import { Logo } from '../app/navigation/logo.js';
import { paths } from '../paths.js';
import { CommunityGuidelines } from './legal/community-guidelines.js';
import { LegalInformation } from './legal/legal-information.js';
import { PrivacyPolicy } from './legal/privacy-policy.js';
import { TermsOfUse } from './legal/terms-of-use.js';
import * as styles from './legal/legal.css.js';
import * as pageStyles from './page.css.js';

const DOCUMENTS = [
  { id: 'terms-of-use', title: 'Terms of Use' },
  { id: 'privacy-policy', title: 'Privacy Policy' },
  { id: 'community-guidelines', title: 'Community Guidelines and Content Policy' },
  { id: 'legal-information', title: 'Legal Information' },
] as const;

export function LegalPage() {
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.topBar}>
        <Logo />
        <Link to={paths.tournaments} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Back to Arena
        </Link>
      </div>
      <header className={pageStyles.pageHeader}>
        <p className={pageStyles.eyebrow}>Legal</p>
        <h1 className={pageStyles.title}>Terms, privacy and community rules</h1>
      </header>
      <div className={styles.layout}>
        <nav aria-label="Legal documents" className={styles.toc}>
          <h2 className={styles.tocTitle}>On this page</h2>
          <ol className={styles.tocList}>
            {DOCUMENTS.map((document) => (
              <li key={document.id}>
                <a href={`#${document.id}`}>{document.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div>
          <TermsOfUse />
          <PrivacyPolicy />
          <CommunityGuidelines />
          <LegalInformation />
        </div>
      </div>
    </main>
  );
}
