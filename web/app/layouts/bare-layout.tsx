// Layout without navigation bar and footer (SPEC §2: administration wizards, /legal, not-found page).
// Pages inside bring their own <main>.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import * as styles from './layout.css.js';

export function BareLayout() {
  return (
    <div className={styles.shell}>
      {/* A page's chunk is loading (first visit of the route): the layout shows meanwhile. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </div>
  );
}
