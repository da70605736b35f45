// The my-uniqs tab of /my-organization: the factories, and for organizers with a linked wallet the forms
// to create factories and mint.
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { CreateFactoryForm } from './create-factory-form.js';
import { FactoryList } from './factory-list.js';
import { MintForm } from './mint-form.js';
import * as styles from './uniqs.css.js';

export function OrganizationUniqsPanel({
  organizationId,
  walletId,
}: {
  organizationId: string;
  walletId: string | null;
}) {
  return (
    <div className={styles.stack}>
      <FactoryList organizationId={organizationId} />
      {walletId ? (
        <>
          <MintForm organizationId={organizationId} managerAccount={walletId} />
          <CreateFactoryForm organizationId={organizationId} />
        </>
      ) : (
        <EmptyState
          title="Link a wallet to create Uniqs"
          description="Factories are created and minted from your wallet account. Link Arena Wallet under Your Profile → User info."
        />
      )}
    </div>
  );
}
