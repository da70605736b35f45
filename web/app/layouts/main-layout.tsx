// Layout of most pages: navigation bar, the page, footer.
import { Outlet } from 'react-router-dom';
import { Footer } from '../navigation/footer.js';
import { NavigationBar } from '../navigation/navigation-bar.js';
import * as styles from './layout.css.js';

export function MainLayout() {
  return (
    <div className={styles.shell}>
      <NavigationBar />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
