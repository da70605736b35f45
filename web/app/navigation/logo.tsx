// The Arena mark and word mark (src/ui/arena-logo.ts, shared with the sign-in pages); links home.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ARENA_LOGO } from '../../../src/ui/arena-logo.js';
import { paths } from '../../paths.js';
import * as styles from './navigation.css.js';

export function Logo() {
  // Each logo needs its own gradient id: a gradient defined inside a hidden copy does not paint.
  const gradientId = `arena-logo-${useId().replace(/:/g, '')}`;
  return (
    <Link to={paths.tournaments} className={styles.logo} aria-label="Arena, go to tournaments">
      <svg width="28" height="28" viewBox={ARENA_LOGO.viewBox} aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={ARENA_LOGO.gradientFrom} />
            <stop offset="1" stopColor={ARENA_LOGO.gradientTo} />
          </linearGradient>
        </defs>
        <path d={ARENA_LOGO.outerPath} fill={`url(#${gradientId})`} />
        <path d={ARENA_LOGO.innerPath} fill={ARENA_LOGO.innerFill} />
      </svg>
      <span className={styles.logoText}>{ARENA_LOGO.wordMark}</span>
    </Link>
  );
}
