// /create-leaderboard/{id}: the sidebar (tabs Set up, Parameters, Leaderboard Privacy, then the actions)
// beside the chosen tab (?tab=). Only the leaderboard's own organizers get here: anyone else sees
// `notFound`. An ended leaderboard is locked: its tabs are read-only.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LeaderboardDetail } from '../../../../src/contract/leaderboards.js';
import type { PrizepoolSection } from '../../../../src/contract/tournaments.js';
import { Badge } from '../../../../src/ui/badge.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { useTabParam } from '../../../app/routing/use-tab-param.js';
import { paths } from '../../../paths.js';
import { useLeaderboard } from '../api/get-leaderboard.js';
import { useUpdateLeaderboard } from '../api/update-leaderboard.js';
import { KIND_LABELS, STATUS_LABELS } from '../model/leaderboard-labels.js';
import { settingsOf, withRewardIds } from '../model/leaderboard-settings.js';
import { GeneralInformationForm } from './general-information-form.js';
import { LeaderboardActionsPanel } from './leaderboard-actions-panel.js';
import { LeaderboardEscrowCard } from './leaderboard-escrow-card.js';
import { LeaderboardRewardsPanel } from './leaderboard-rewards-panel.js';
import { PointsForm } from './points-form.js';
import { PrivacyForm } from './privacy-form.js';
import * as styles from './leaderboard-admin.css.js';

const TABS = [
  { id: 'set-up', label: 'Set up', hint: 'General information, prize pool' },
  { id: 'parameters', label: 'Parameters', hint: 'Points' },
  { id: 'privacy', label: 'Leaderboard Privacy', hint: 'Private access, partners' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const TAB_IDS = TABS.map((tab) => tab.id);

type Reward = PrizepoolSection['rewards'][number];

/** What the page's prize editor gets: the saved rewards, and a save that stores them on the leaderboard. */
export interface PrizepoolEditorProps {
  initial: readonly Reward[];
  readOnly: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (rewards: Reward[]) => void;
}

export function LeaderboardAdministration({
  leaderboardId,
  games,
  renderPrizepool,
  notFound,
}: {
  leaderboardId: string;
  games: readonly { code: string; name: string }[];
  /** The rewards-by-rank editor, composed by the page from the tournament wizard's prize pool editor. */
  renderPrizepool: (props: PrizepoolEditorProps) => ReactNode;
  notFound: ReactNode;
}) {
  const leaderboard = useLeaderboard(leaderboardId);
  const [tab, setTab] = useTabParam<TabId>(TAB_IDS, 'set-up');
  if (leaderboard.isPending) return <Spinner label="Loading the leaderboard…" />;
  if (leaderboard.isError || !leaderboard.data.admin) return <>{notFound}</>;
  const data = leaderboard.data;
  const readOnly = data.status === 'ENDED';
  const status = STATUS_LABELS[data.displayStatus];

  return (
    <>
      <header className={styles.header}>
        <div>
          <p className={styles.muted}>
            {data.disciplineName ?? 'All games'} · {KIND_LABELS[data.kind]} · Leaderboard administration
          </p>
          <h1 className={styles.title} data-testid="leaderboard-admin-title">
            {data.name}
          </h1>
        </div>
        <div className={styles.actions}>
          <Badge tone={status.tone} data-testid="leaderboard-admin-status">
            {status.text}
          </Badge>
          {data.status !== 'DRAFT' ? (
            <Link to={paths.leaderboards.build(data.id)} className={styles.muted}>
              View the leaderboard page
            </Link>
          ) : null}
        </div>
      </header>
      <div className={styles.layout}>
        <div className={styles.sidebar}>
          <nav aria-label="Leaderboard administration">
            <ul className={styles.tabList}>
              {TABS.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.tabLink}
                    aria-current={tab === item.id ? 'page' : undefined}
                    data-tab={item.id}
                    onClick={() => setTab(item.id)}
                  >
                    <span>{item.label}</span>
                    <span className={styles.tabHint}>{item.hint}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <LeaderboardActionsPanel leaderboard={data} afterDelete={`${paths.myOrganization}?tab=my-leaderboards`} />
        </div>
        <section className={styles.panel} aria-label={TABS.find((t) => t.id === tab)?.label} data-current-tab={tab}>
          {readOnly ? <p className={styles.muted}>The leaderboard has ended: its settings are locked.</p> : null}
          {data.status !== 'DRAFT' ? <LeaderboardRewardsPanel leaderboard={data} /> : null}
          {/* Remounting on a change of tab gives each form the saved values. */}
          <div key={tab} className={styles.fieldset}>
            {tab === 'set-up' ? (
              <>
                <GeneralInformationForm leaderboard={data} games={games} readOnly={readOnly} />
                <PrizepoolTab leaderboard={data} readOnly={readOnly} render={renderPrizepool} />
                {data.prizepool.rewards.length > 0 ? <LeaderboardEscrowCard leaderboard={data} /> : null}
              </>
            ) : null}
            {tab === 'parameters' ? <PointsForm leaderboard={data} readOnly={readOnly} /> : null}
            {tab === 'privacy' ? <PrivacyForm leaderboard={data} readOnly={readOnly} /> : null}
          </div>
        </section>
      </div>
    </>
  );
}

function PrizepoolTab({
  leaderboard,
  readOnly,
  render,
}: {
  leaderboard: LeaderboardDetail;
  readOnly: boolean;
  render: (props: PrizepoolEditorProps) => ReactNode;
}) {
  const save = useUpdateLeaderboard(leaderboard.id);
  const previous = leaderboard.prizepool.rewards;
  return (
    <section className={`${styles.fieldset} ${styles.divided}`} aria-labelledby="prizepool-title" data-form="prizepool">
      <h3 id="prizepool-title" className={styles.subtitle}>
        Prizepool
      </h3>
      {render({
        // Without the ids: the editor knows tournament rewards; ids are put back by place on saving.
        initial: previous.map(({ id: _id, ...reward }) => reward),
        readOnly,
        pending: save.isPending,
        error: save.error,
        onSubmit: (rewards) =>
          save.mutate({
            ...settingsOf(leaderboard),
            prizepool: { rewards: withRewardIds(rewards, previous, () => crypto.randomUUID()) },
          }),
      })}
      {save.isSuccess ? (
        <p className={styles.success} role="status">
          Prize pool saved.
        </p>
      ) : null}
    </section>
  );
}
