// /admin-management (needs edit on users): the backoffice for organizations.
import { OrganizationsAdmin } from '../features/admin/components/organizations-admin.js';
import * as styles from './page.css.js';

export function AdminManagementPage() {
  return (
    <>
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>Backoffice</p>
        <h1 className={styles.title}>Admin Management</h1>
        <p className={styles.lead}>Create, edit, lock and unlock organizations and transfer their ownership.</p>
      </header>
      <OrganizationsAdmin />
    </>
  );
}
