// The Arena word mark; links home.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../paths.js';
import * as styles from './navigation.css.js';

export function Logo() {
  // Each logo needs its own gradient id: a gradient defined inside a hidden copy does not paint.
  const gradientId = `arena-logo-${useId().replace(/:/g, '')}`;
  return (
    <Link to={paths.tournaments} className={styles.logo} aria-label="Arena, go to tournaments">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#22d3ee" />
          </linearGradient>
        </defs>
        <path d="M16 2 30 28H2Z" fill={`url(#${gradientId})`} />
        <path d="M16 12 22 24H10Z" fill="#0a0c14" />
      </svg>
      <span className={styles.logoText}>ARENA</span>
    </Link>
  );
}
