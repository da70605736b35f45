// Warnings of a transaction request, danger first, each with its level's colour, icon and word (the
// background sorts them; see signature-risks.ts for the rules). Icons are drawn inline: no emoji font needed.
import type { ReactNode } from 'react';
import type { RiskFlag, RiskLevel } from '../../wallet/signature-risks';
import * as styles from './risk-notices.css';

const LABELS: Record<RiskLevel, string> = { danger: 'Danger', caution: 'Caution', info: 'Note' };

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** Danger: an octagon (stop); caution: a triangle; info: a circle with an "i". */
const ICONS: Record<RiskLevel, ReactNode> = {
  danger: (
    <Glyph>
      <path d="M8 2h8l6 6v8l-6 6H8l-6-6V8z" />
      <path d="M12 7v6M12 17h.01" />
    </Glyph>
  ),
  caution: (
    <Glyph>
      <path d="M12 3 2 21h20z" />
      <path d="M12 10v5M12 18h.01" />
    </Glyph>
  ),
  info: (
    <Glyph>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 11v6M12 7h.01" />
    </Glyph>
  ),
};

export function RiskNotices({ risks }: { risks: readonly RiskFlag[] }) {
  if (risks.length === 0) return null;
  return (
    <ul className={styles.list} data-testid="approval-risks" aria-label="Warnings">
      {risks.map((risk, index) => (
        <li
          key={`${risk.code}-${index}`}
          className={styles.level[risk.level]}
          data-testid="approval-risk"
          data-code={risk.code}
          data-level={risk.level}
        >
          <span className={`${styles.icon} ${styles.tone[risk.level]}`}>{ICONS[risk.level]}</span>
          <span>
            <span className={`${styles.label} ${styles.tone[risk.level]}`}>{LABELS[risk.level]}</span>
            {risk.message}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The tick a danger to the account's control needs before Approve is enabled. */
export function DangerAcknowledgement({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className={styles.acknowledge}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid="approval-acknowledge"
      />
      I understand the danger above: this can hand control of my account to someone else.
    </label>
  );
}
