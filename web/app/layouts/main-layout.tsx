// Layout of most pages: navigation bar, the page, footer (and the ending modal when a tournament ended).
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { EndingModalSlot } from '../ending-modal/ending-modal-slot.js';
import { Footer } from '../navigation/footer.js';
import { NavigationBar } from '../navigation/navigation-bar.js';
import * as styles from './layout.css.js';

export function MainLayout() {
  return (
    <div className={styles.shell}>
      <NavigationBar />
      <main id="main" tabIndex={-1} className={styles.main}>
        {/* A page's chunk is loading (first visit of the route): the layout shows meanwhile. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <EndingModalSlot />
    </div>
  );
}
