// Guard of areas that need a permission (SPEC §6): without the scope the area does not exist for the
// user, so the 404 page shows. Sits below RequireAuthentication, so the user is loaded.
import { Outlet } from 'react-router-dom';
import { hasScope, type ResourceKind, type Scope } from '../../../src/domain/permissions.js';
import { NotFoundPage } from '../../pages/not-found-page.js';
import { useViewer } from '../session/use-viewer.js';

export function RequireScope({ kind, scope }: { kind: ResourceKind; scope: Scope }) {
  const viewer = useViewer();
  if (!hasScope(viewer.user?.permissions, kind, scope)) return <NotFoundPage />;
  return <Outlet />;
}
