// Participants section (issue 26 §1): who registered, with the contact details only the organizer sees; search and a
// status filter (in the URL), adding a player or team, checking one in or out on their behalf, removing one with a
// reason they are told, the CSV export, and the trail of these acts. The acts are offered while the participants can
// still change (until the first round); a refusal is shown in the section with its catalogue text.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Participant, TournamentView } from '../../../../src/contract/tournaments.js';
import { REMOVAL_REASON_MAX } from '../../../../src/contract/participant-management.js';
import { errorText } from '../../../app/api/error-texts.js';
import { Button } from '../../../../src/ui/button.js';
import { Select } from '../../../../src/ui/select.js';
import { TextArea } from '../../../../src/ui/text-area.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { isApiError } from '../../../app/api/api-error.js';
import { serverNow } from '../../../app/api/server-clock.js';
import { useAddParticipant } from '../api/add-participant.js';
import { useParticipantCheckIn } from '../api/check-in-participant.js';
import { useExportParticipants } from '../api/export-participants.js';
import { useTournamentParticipants } from '../api/get-tournament-participants.js';
import { useRemoveParticipant } from '../api/remove-participant.js';
import {
  PARTICIPANT_STATUS_FILTERS,
  filterParticipants,
  parseStatusFilter,
  type ParticipantStatusFilter,
} from '../model/participant-filter.js';
import { AdminConfirmDialog } from './admin-confirm-dialog.js';
import { ParticipantEvents } from './participant-events.js';
import * as styles from './tournament-admin.css.js';

const STATUS_TEXT = { REGISTERED: 'Registered', CHECKED_IN: 'Checked in', DISQUALIFIED: 'Disqualified' } as const;

const refusalText = (error: unknown) => (error ? errorText(isApiError(error) ? error.code : null) : null);

/** Until the first round starts the seeds may still change, and with them who takes part. */
function participantsCanChange(tournament: TournamentView): boolean {
  const firstRound = tournament.schedule?.rounds[0]?.start;
  return tournament.status === 'published' && (!firstRound || serverNow() < Date.parse(firstRound));
}

/** `canManage` false for a referee (issue 26 §3): they check players in and out, but add and remove nobody. */
export function ParticipantsTable({
  tournament,
  canManage = true,
}: {
  tournament: TournamentView;
  canManage?: boolean;
}) {
  const participants = useTournamentParticipants(tournament.id);
  const [params, setParams] = useSearchParams();
  // Typed into local state and copied to the URL: the URL answers a tick later, and a fast typist's next key
  // would otherwise land on the older value.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const status = parseStatusFilter(params.get('status'));
  const setFilter = (key: 'q' | 'status', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const team = tournament.settings?.participantType === 'TEAM_MATCH';
  const editable = participantsCanChange(tournament);
  // Checking in on a player's behalf starts with check-in, as their own does.
  const checkInStart = tournament.schedule?.checkIn.start;
  const checkInOpened = checkInStart !== undefined && serverNow() >= Date.parse(checkInStart);
  const exportCsv = useExportParticipants(tournament.id, `${tournament.name}-participants.csv`);

  if (participants.isPending) return <p className={styles.muted}>Loading participants…</p>;
  if (participants.isError) return <p className={styles.error}>The participants could not be read.</p>;
  if (tournament.status === 'draft') {
    return <p className={styles.muted}>Participants register once the tournament is published.</p>;
  }
  const all = participants.data;
  const shown = filterParticipants(all, query, status);
  const checkedIn = all.filter((p) => p.status === 'CHECKED_IN').length;
  return (
    <div className={styles.fieldset} data-testid="participants-section">
      {editable && canManage ? <AddParticipantForm tournamentId={tournament.id} team={team} /> : null}
      <div className={styles.row}>
        <TextInput
          label="Search"
          type="search"
          placeholder={team ? 'Team or player' : 'Player'}
          value={query}
          onValueChange={(value) => {
            setQuery(value);
            setFilter('q', value);
          }}
          data-testid="participants-search"
        />
        <Select<ParticipantStatusFilter>
          label="Status"
          value={status}
          options={PARTICIPANT_STATUS_FILTERS}
          onValueChange={(value) => setFilter('status', value)}
          data-testid="participants-status"
        />
        <Button
          variant="secondary"
          onClick={() => exportCsv.mutate()}
          disabled={exportCsv.isPending || all.length === 0}
          data-testid="participants-export"
        >
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      {exportCsv.error ? (
        <p className={styles.error} role="alert">
          {refusalText(exportCsv.error)}
        </p>
      ) : null}
      <p className={styles.muted} data-testid="participants-count">
        {all.length === 0
          ? 'No participants yet.'
          : `${shown.length === all.length ? all.length : `${shown.length} of ${all.length}`} ${
              team ? 'teams' : 'players'
            }, ${checkedIn} checked in.`}
      </p>
      {all.length > 0 ? (
        <ParticipantRows
          tournamentId={tournament.id}
          rows={shown}
          editable={editable}
          canRemove={canManage}
          checkInOpened={checkInOpened}
        />
      ) : null}
      <ParticipantEvents tournamentId={tournament.id} />
    </div>
  );
}

function AddParticipantForm({ tournamentId, team }: { tournamentId: string; team: boolean }) {
  const add = useAddParticipant(tournamentId);
  const [player, setPlayer] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!player.trim()) return;
    setAdded(null);
    add.mutate(
      { player: player.trim() },
      {
        onSuccess: () => {
          setAdded(player.trim());
          setPlayer('');
        },
      },
    );
  };
  return (
    <form className={styles.row} onSubmit={submit} data-testid="add-participant">
      <TextInput
        label={team ? 'Add a team' : 'Add a player'}
        hint={team ? "The team's name, or its captain's nickname or e-mail" : 'Their nickname or e-mail'}
        value={player}
        onValueChange={setPlayer}
        maxLength={254}
        error={refusalText(add.error)}
        data-testid="add-participant-input"
      />
      <Button type="submit" disabled={add.isPending || !player.trim()}>
        {add.isPending ? 'Adding…' : 'Add'}
      </Button>
      {added ? (
        <p className={styles.success} role="status">
          {added} was added. They still check in (or you check them in for them).
        </p>
      ) : null}
    </form>
  );
}

function ParticipantRows({
  tournamentId,
  rows,
  editable,
  canRemove,
  checkInOpened,
}: {
  tournamentId: string;
  rows: Participant[];
  editable: boolean;
  canRemove: boolean;
  checkInOpened: boolean;
}) {
  const checkIn = useParticipantCheckIn(tournamentId);
  const remove = useRemoveParticipant(tournamentId);
  const [removing, setRemoving] = useState<Participant | null>(null);
  const [reason, setReason] = useState('');
  const busy = checkIn.isPending || remove.isPending;
  const failure = refusalText(checkIn.error);
  // Name, status and the acts first: on a phone they stay in view while the contact details scroll.
  const columns = [
    'Name',
    'Status',
    ...(editable ? ['Actions'] : []),
    'Captain',
    'E-mail',
    'Discord',
    'In-game id',
    'Registered',
  ];
  return (
    <>
      {failure ? (
        <p className={styles.error} role="alert" data-testid="participants-error">
          {failure}
        </p>
      ) : null}
      <div className={styles.tableScroll}>
        <table className={styles.table} data-testid="participants-table">
          <thead>
            <tr>
              {columns.map((title) => (
                <th key={title} scope="col" className={styles.cell}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.registrationId} data-participant={p.name} data-status={p.status}>
                <td className={styles.cell}>{p.name}</td>
                <td className={styles.cell}>{STATUS_TEXT[p.status]}</td>
                {editable ? (
                  <td className={styles.cell}>
                    <span className={styles.actions}>
                      {checkInOpened ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={busy}
                          onClick={() =>
                            checkIn.mutate({ registrationId: p.registrationId, checkedIn: p.status !== 'CHECKED_IN' })
                          }
                          aria-label={`${p.status === 'CHECKED_IN' ? 'Undo check-in of' : 'Check in'} ${p.name}`}
                        >
                          {p.status === 'CHECKED_IN' ? 'Undo check-in' : 'Check in'}
                        </Button>
                      ) : null}
                      {canRemove ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={busy}
                          onClick={() => {
                            remove.reset();
                            setReason('');
                            setRemoving(p);
                          }}
                          aria-label={`Remove ${p.name}`}
                        >
                          Remove
                        </Button>
                      ) : null}
                    </span>
                  </td>
                ) : null}
                <td className={styles.cell}>{p.captain.nickname}</td>
                <td className={styles.cell}>{p.email ?? '—'}</td>
                <td className={styles.cell}>{p.discordNickname || '—'}</td>
                <td className={styles.cell}>{p.gameNickname || '—'}</td>
                <td className={styles.cell}>{new Date(p.registeredAt).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p className={styles.muted}>No participant matches the search.</p> : null}
      <AdminConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing || !reason.trim()) return;
          remove.mutate(
            { registrationId: removing.registrationId, reason: reason.trim() },
            { onSuccess: () => setRemoving(null) },
          );
        }}
      >
        <TextArea
          label="Reason (shown to them)"
          value={reason}
          onValueChange={setReason}
          maxLength={REMOVAL_REASON_MAX}
          rows={3}
          error={reason.trim() ? refusalText(remove.error) : 'Say why, so they know.'}
          data-testid="removal-reason"
        />
      </AdminConfirmDialog>
    </>
  );
}
