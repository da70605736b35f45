// /create-tournament/{id}: the sections sidebar, the chosen section's form, publishing and cancelling.
// Saved sections are locked until "Edit"; editing settings, format or schedule goes through the server's
// unlock, which erases the later sections that depended on them, so it asks first.
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { paths } from '../../../paths.js';
import { useAdminTournament } from '../api/get-admin-tournament.js';
import { useCancelTournament } from '../api/cancel-tournament.js';
import { useUnlockSection } from '../api/unlock-section.js';
import {
  ADMIN_SECTIONS,
  erasedByUnlock,
  sectionLabel,
  sectionState,
  unlockNeedsServer,
  type AdminSectionId,
  type SavedSectionId,
} from '../model/admin-sections.js';
import { AdminConfirmDialog } from './admin-confirm-dialog.js';
import { FormatForm } from './format-form.js';
import { LeaderboardForm } from './leaderboard-form.js';
import { MainInformationForm } from './main-information-form.js';
import { ParticipantsTable } from './participants-table.js';
import { PrizepoolForm } from './prizepool-form.js';
import { PublishPanel } from './publish-panel.js';
import { ScheduleForm } from './schedule-form.js';
import { SectionSidebar } from './section-sidebar.js';
import { SettingsForm } from './settings-form.js';
import type { UniqFactoryOption } from './uniq-factory-option.js';
import { publishedMessage } from '../model/published-message.js';
import type { OrganizerAction } from '../../../../src/domain/staff-permissions.js';
import * as styles from './tournament-admin.css.js';

export interface TournamentAdministrationProps {
  tournamentId: string;
  factories: readonly UniqFactoryOption[];
  /** The sign transaction section (prize escrow), composed by the page from its own feature. */
  renderEscrow?: (tournament: TournamentView) => ReactNode;
  /** Placement/seeding and round management, composed by the page from their own features (issue 11). */
  renderSeeding?: (tournament: TournamentView) => ReactNode;
  renderRoundManagement?: (tournament: TournamentView) => ReactNode;
  /** Rewards and closing (prize distribution, issue 12 §2), composed by the page from its own feature. */
  renderPayouts?: (tournament: TournamentView) => ReactNode;
  /** Shown when the tournament does not exist or belongs to another organization. */
  notFound: ReactNode;
  /**
   * Whether the viewer may take an organizer action (issue 26 §3): a referee sees the screens without what they may
   * not do (editing, publishing, cancelling, adding or removing players). All by default; the server still refuses.
   */
  may?: (action: OrganizerAction) => boolean;
}

const mayAll = () => true;

const isSectionId = (value: string | null): value is AdminSectionId => ADMIN_SECTIONS.some((s) => s.id === value);

export function TournamentAdministration({
  tournamentId,
  factories,
  renderEscrow,
  renderSeeding,
  renderRoundManagement,
  renderPayouts,
  notFound,
  may = mayAll,
}: TournamentAdministrationProps) {
  const tournament = useAdminTournament(tournamentId);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const current: AdminSectionId = isSectionId(requested) ? requested : 'main-information';
  const [editing, setEditing] = useState<AdminSectionId | null>(null);
  const [confirmUnlock, setConfirmUnlock] = useState<SavedSectionId | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const unlock = useUnlockSection(tournamentId);
  const cancel = useCancelTournament(tournamentId);

  if (tournament.isPending) return <p className={styles.muted}>Loading the tournament…</p>;
  if (tournament.isError) return <>{notFound}</>;
  const data = tournament.data;
  const select = (section: AdminSectionId) => {
    setEditing(null);
    setSearchParams((params) => {
      params.set('section', section);
      return params;
    });
  };
  const state = sectionState(data, current);
  const readOnly = !may('edit-settings') || state === 'published' || (state === 'saved' && editing !== current);
  const onSaved = () => setEditing(null);
  const startEdit = () => {
    const section = current as SavedSectionId;
    if (unlockNeedsServer(section)) setConfirmUnlock(section);
    else setEditing(section);
  };
  const canCancel = may('delete') && (data.status === 'draft' || data.status === 'published');

  const body = (() => {
    switch (current) {
      case 'main-information':
        return <MainInformationForm tournament={data} readOnly={readOnly} onSaved={onSaved} />;
      case 'leaderboard':
        return <LeaderboardForm tournament={data} readOnly={readOnly} onSaved={onSaved} />;
      case 'settings':
        return <SettingsForm tournament={data} readOnly={readOnly} onSaved={onSaved} factories={factories} />;
      case 'format':
        return <FormatForm tournament={data} readOnly={readOnly} onSaved={onSaved} />;
      case 'schedule':
        return <ScheduleForm tournament={data} readOnly={readOnly} onSaved={onSaved} />;
      case 'prizepool':
        return <PrizepoolForm tournament={data} readOnly={readOnly} onSaved={onSaved} factories={factories} />;
      case 'participants':
        return <ParticipantsTable tournament={data} canManage={may('manage-participants')} />;
      case 'placement':
        return data.status === 'draft' || !renderSeeding ? (
          <p className={styles.muted}>Seeding opens after publishing, in the seeding window.</p>
        ) : (
          renderSeeding(data)
        );
      case 'round-management':
        return data.status === 'draft' || !renderRoundManagement ? (
          <p className={styles.muted}>Rounds are managed here once the tournament is live.</p>
        ) : (
          renderRoundManagement(data)
        );
      case 'rewards':
        return data.status === 'draft' || !renderPayouts ? (
          <p className={styles.muted}>Rewards are distributed here once the tournament is finished.</p>
        ) : (
          renderPayouts(data)
        );
      case 'sign-transaction':
        return renderEscrow ? (
          renderEscrow(data)
        ) : (
          <p className={styles.muted}>Prize escrow signing is not available yet.</p>
        );
    }
  })();

  const erased = confirmUnlock ? erasedByUnlock(data, confirmUnlock) : [];
  return (
    <>
      <header className={styles.panelHeader}>
        <div>
          <p className={styles.muted}>{data.game.name} · Tournament administration</p>
          <h1 className={styles.panelTitle} data-testid="tournament-admin-title">
            {data.name}
          </h1>
        </div>
        <div className={styles.actions}>
          <Badge
            tone={data.status === 'published' ? 'success' : data.status === 'canceled' ? 'danger' : 'neutral'}
            data-testid="tournament-status"
          >
            {data.status}
          </Badge>
          {data.status !== 'draft' ? (
            <Link to={paths.tournament.build(data.id)} className={styles.muted}>
              View the tournament page
            </Link>
          ) : null}
          {canCancel ? (
            <Button variant="danger" size="sm" onClick={() => setConfirmCancel(true)}>
              Cancel tournament
            </Button>
          ) : null}
        </div>
      </header>
      {data.status === 'published' ? (
        <p className={styles.success} role="status" data-testid="published-message">
          {publishedMessage(data)}
        </p>
      ) : null}
      {data.status === 'canceled' ? <p className={styles.error}>This tournament is cancelled.</p> : null}

      <div className={styles.layout}>
        <div className={styles.sidebar}>
          <SectionSidebar tournament={data} current={current} onSelect={select} />
          {may('publish') ? <PublishPanel tournament={data} onEscrowNeeded={() => select('sign-transaction')} /> : null}
        </div>
        <section className={styles.panel} aria-labelledby="section-title" data-current-section={current}>
          <div className={styles.panelHeader}>
            <h2 id="section-title" className={styles.panelTitle}>
              {sectionLabel(current)}
            </h2>
            {may('edit-settings') && state === 'saved' && editing !== current ? (
              <Button variant="secondary" size="sm" onClick={startEdit}>
                Edit
              </Button>
            ) : null}
          </div>
          {!may('edit-settings') && state !== 'view' ? (
            <p className={styles.muted}>Referees see the settings; the organizers change them.</p>
          ) : state === 'saved' && editing !== current ? (
            <p className={styles.muted}>Saved and locked. Choose Edit to change it.</p>
          ) : null}
          {/* Remounting on a new section gives each form its saved values; an unlock keeps what is typed. */}
          <div key={current}>{body}</div>
        </section>
      </div>

      <AdminConfirmDialog
        open={confirmUnlock !== null}
        title={`Edit ${confirmUnlock ? sectionLabel(confirmUnlock).toLowerCase() : ''}?`}
        confirmLabel="Unlock and edit"
        pending={unlock.isPending}
        onCancel={() => setConfirmUnlock(null)}
        onConfirm={() => {
          const section = confirmUnlock;
          if (!section) return;
          unlock.mutate(section, { onSettled: () => setConfirmUnlock(null) });
        }}
      >
        {erased.length > 0 ? (
          <p>
            Unlocking this section erases the later sections that depend on it: {erased.map(sectionLabel).join(', ')}.
            You will have to save them again.
          </p>
        ) : (
          <p>The section is unlocked for editing; save it again when you are done.</p>
        )}
      </AdminConfirmDialog>
      <AdminConfirmDialog
        open={confirmCancel}
        title="Cancel this tournament?"
        confirmLabel="Cancel tournament"
        pending={cancel.isPending}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirmCancel(false) })}
      >
        <p>Registered participants lose their places and any prize escrow is returned. This cannot be undone.</p>
      </AdminConfirmDialog>
    </>
  );
}
