// The organization's Uniq factories as cards: square art, name, author, and how many were minted.
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { useOrganizationFactories } from '../api/get-organization-factories.js';
import * as styles from './uniqs.css.js';

export function FactoryList({ organizationId }: { organizationId: string }) {
  const factories = useOrganizationFactories(organizationId);
  if (factories.isPending) return <Spinner />;
  if (!factories.data || factories.data.length === 0) {
    return (
      <EmptyState
        title="No Uniq factories yet"
        description="Create a factory to mint Uniqs used as prizes and as entry tickets."
      />
    );
  }
  return (
    <ul className={styles.grid} aria-label="Uniq factories" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {factories.data.map((factory) => (
        <li key={factory.id} className={styles.card} data-testid="uniq-factory">
          {factory.squareImageUrl ? (
            <img className={styles.cardImage} src={factory.squareImageUrl} alt="" />
          ) : (
            <div className={styles.cardImage} />
          )}
          <div className={styles.cardBody}>
            <p className={styles.cardTitle}>{factory.name}</p>
            {factory.subname ? <p className={styles.muted}>{factory.subname}</p> : null}
            <p className={styles.muted}>by {factory.author}</p>
            <p className={styles.muted}>
              Factory #{factory.chainFactoryId} · <span data-testid="minted-count">{factory.mintedTokens}</span>
              {factory.maxMintableTokens ? ` / ${factory.maxMintableTokens}` : ''} minted
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
