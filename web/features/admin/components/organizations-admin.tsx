// /admin-management: search, create, edit, lock/unlock and transfer organizations. The search and page
// live in the address (?search=&page=) so a filtered list can be shared and survives reloads.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { Card } from '../../../../src/ui/card.js';
import { ConfirmDialog } from '../../../../src/ui/confirm-dialog.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { ShieldIcon } from '../../../../src/ui/icons.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import type { Organization } from '../../../../src/contract/organizations.js';
import { ADMIN_PAGE_SIZE, useOrganizations } from '../api/list-organizations.js';
import { useSetOrganizationLock } from '../api/set-organization-lock.js';
import { CreateOrganizationForm } from './create-organization-form.js';
import { EditOrganizationModal } from './edit-organization-modal.js';
import { TransferOrganizationModal } from './transfer-organization-modal.js';
import { useDebouncedDraft } from './use-debounced-draft.js';
import * as styles from './admin.css.js';

type Dialog = { kind: 'edit' | 'transfer' | 'lock'; organization: Organization } | null;

export function OrganizationsAdmin() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const organizations = useOrganizations(search, page);
  const lock = useSetOrganizationLock();
  const [dialog, setDialog] = useState<Dialog>(null);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );

  // Debounce the query, not the input: typing at any speed keeps every character.
  const [searchDraft, setSearchDraft] = useDebouncedDraft(search, (value) => update({ search: value, page: null }));

  const data = organizations.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE)) : 1;
  return (
    <div className={styles.layout}>
      <CreateOrganizationForm />
      <Card title="Organizations">
        <div className={styles.toolbar}>
          <TextInput
            label="Search by name, owner e-mail or nickname"
            type="search"
            value={searchDraft}
            onValueChange={setSearchDraft}
          />
          {data ? (
            <p className={styles.muted}>
              {data.total} {data.total === 1 ? 'organization' : 'organizations'}
            </p>
          ) : null}
        </div>
        {organizations.isPending ? (
          <Spinner label="Loading organizations…" showLabel />
        ) : !data || data.items.length === 0 ? (
          <EmptyState
            icon={<ShieldIcon />}
            title={search ? 'No organization matches' : 'No organizations yet'}
            description={search ? 'Try another search.' : 'Organizations you create will be listed here.'}
            headingLevel={3}
          />
        ) : (
          // Focusable so keyboard users can scroll the table sideways on small screens.
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Organizations table">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.headCell} scope="col">
                    Name
                  </th>
                  <th className={styles.headCell} scope="col">
                    Owner
                  </th>
                  <th className={styles.headCell} scope="col">
                    Discord
                  </th>
                  <th className={styles.headCell} scope="col">
                    Organizers
                  </th>
                  <th className={styles.headCell} scope="col">
                    Status
                  </th>
                  <th className={styles.headCell} scope="col">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((organization) => (
                  <tr key={organization.id} data-organization={organization.name}>
                    <td className={styles.cell}>{organization.name}</td>
                    <td className={styles.cell}>
                      {organization.ownerNickname}
                      <br />
                      <span className={styles.muted}>{organization.ownerEmail}</span>
                    </td>
                    <td className={styles.cell}>{organization.discord ?? '—'}</td>
                    <td className={styles.cell}>{organization.memberCount}</td>
                    <td className={styles.cell}>
                      {organization.locked ? <Badge tone="danger">Locked</Badge> : <Badge tone="success">Active</Badge>}
                    </td>
                    <td className={styles.cell}>
                      <span className={styles.actions}>
                        <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'edit', organization })}>
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setDialog({ kind: 'transfer', organization })}
                        >
                          Transfer
                        </Button>
                        <Button
                          size="sm"
                          variant={organization.locked ? 'primary' : 'danger'}
                          disabled={lock.isPending}
                          aria-label={`${organization.locked ? 'Unlock' : 'Lock'} ${organization.name}`}
                          // Locking hides every published tournament of the organization: asked first. Unlocking
                          // only restores them.
                          onClick={() =>
                            organization.locked
                              ? lock.mutate({ organizationId: organization.id, locked: false })
                              : setDialog({ kind: 'lock', organization })
                          }
                        >
                          {organization.locked ? 'Unlock' : 'Lock'}
                        </Button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 ? (
          <div className={styles.pager}>
            <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
              Previous
            </Button>
            <span className={styles.muted}>
              Page {page} of {pages}
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={page >= pages}
              onClick={() => update({ page: String(page + 1) })}
            >
              Next
            </Button>
          </div>
        ) : null}
      </Card>
      {dialog?.kind === 'edit' ? (
        <EditOrganizationModal organization={dialog.organization} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'lock'}
        title={`Lock ${dialog?.organization.name ?? ''}?`}
        confirmLabel="Lock organization"
        danger
        pending={lock.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          dialog &&
          lock.mutate({ organizationId: dialog.organization.id, locked: true }, { onSettled: () => setDialog(null) })
        }
      >
        <p>Its published tournaments are hidden and it can publish no more until it is unlocked.</p>
      </ConfirmDialog>
      {dialog?.kind === 'transfer' ? (
        <TransferOrganizationModal organization={dialog.organization} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
