// Main information of a published tournament: rules, how to join, partners, the terms link and the prize pool.
import { Card } from '../../../../src/ui/card.js';
import { readableUosAmount } from '../../../../src/domain/uos.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { rewardRanksLabel } from './tournament-labels.js';
import * as styles from './tournament.css.js';
import { safeHref } from '../../../../src/contract/web-link.js';
import { SCROLL_TARGET_IDS } from '../../../app/routing/scroll-target.js';

export function TournamentInformation({ tournament }: { tournament: TournamentView }) {
  const info = tournament.mainInformation;
  const rewards = tournament.prizepool?.rewards ?? [];
  const partners = info?.partners ?? [];
  return (
    <div className={styles.sections}>
      {info?.rules ? (
        <Card title="Rules">
          <p className={styles.prose}>{info.rules}</p>
        </Card>
      ) : null}
      {info?.howToJoin ? (
        <Card title="How to join">
          <p className={styles.prose}>{info.howToJoin}</p>
        </Card>
      ) : null}
      <Card title="Prize pool" id={SCROLL_TARGET_IDS.rewards}>
        {rewards.length === 0 ? (
          <p className={styles.muted}>This tournament has no prize pool.</p>
        ) : (
          <ul className={styles.list}>
            {rewards.map((reward, index) => (
              <li key={index}>
                <strong>{rewardRanksLabel(reward.ranks)}:</strong>{' '}
                {[
                  reward.uosAmount ? `${readableUosAmount(reward.uosAmount)} UOS` : null,
                  ...reward.uniqs.map((uniq) => `${uniq.quantity} × Uniq ${uniq.factoryId}`),
                ]
                  .filter(Boolean)
                  .join(', ') || '–'}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {partners.length > 0 ? (
        <Card title="Partners">
          <ul className={styles.list}>
            {partners.map((partner) => (
              <li key={partner.name}>
                {partner.logo ? <img src={partner.logo} alt="" className={styles.partnerLogo} /> : null}
                {safeHref(partner.website) ? (
                  <a href={safeHref(partner.website)} target="_blank" rel="noreferrer">
                    {partner.name}
                  </a>
                ) : (
                  partner.name
                )}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {safeHref(info?.termsOfUseLink) ? (
        <p className={styles.muted}>
          <a href={safeHref(info?.termsOfUseLink)} target="_blank" rel="noreferrer">
            Tournament terms of use
          </a>
        </p>
      ) : null}
    </div>
  );
}
