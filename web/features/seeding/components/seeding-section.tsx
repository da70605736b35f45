// The organizer's placement/seeding section (issue 11 §1, SPEC §4): the checked-in entrants in seed order.
// Reorder by dragging a row, by its move buttons, by focusing it and pressing Alt+ArrowUp/ArrowDown, or from a
// seeding source (random, leaderboard, past results, a pasted list: seeding-sources.tsx); every change is saved at
// once (PUT …/seeds), shown before the server answers and rolled back if it refuses.
// Read-only outside the seeding window.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { visuallyHidden } from '../../../../src/ui/visually-hidden.css.js';
import { errorText } from '../../../app/api/error-texts.js';
import { isApiError } from '../../../app/api/api-error.js';
import { useSeeding } from '../api/get-seeding.js';
import { useUpdateSeeds } from '../api/update-seeds.js';
import { moveEntrant } from '../model/seed-order.js';
import { SeedingSources } from './seeding-sources.js';
import * as styles from './seeding.css.js';

export function SeedingSection({ tournamentId }: { tournamentId: string }) {
  const seeding = useSeeding(tournamentId);
  const update = useUpdateSeeds(tournamentId);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef(new Map<string, HTMLLIElement>());

  useEffect(() => {
    if (focusId) rows.current.get(focusId)?.focus();
  }, [focusId, seeding.data]);

  if (seeding.isPending) return <p className={styles.muted}>Loading the seeding…</p>;
  if (!seeding.data) return <p className={styles.alert}>The seeding could not be loaded.</p>;
  const view = seeding.data;
  const entrants = [...view.entrants].sort((a, b) => a.seed - b.seed);
  const editable = view.editable && view.mode === 'MANUAL';
  const busy = update.isPending;

  function move(from: number, to: number) {
    if (!editable || busy || to < 0 || to >= entrants.length || from === to) return;
    const moved = entrants[from];
    setFocusId(moved.registrationId);
    setAnnouncement(`${moved.name} moved to seed ${to + 1}.`);
    update.mutate({ entrants: moveEntrant(entrants, from, to) });
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>, index: number) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  }

  const error = update.error ? errorText(isApiError(update.error) ? update.error.code : null) : null;
  return (
    <div className={styles.section} data-testid="seeding-section">
      <p className={styles.muted}>
        {view.mode === 'AUTO'
          ? 'Seeding is automatic for this tournament: the order below is the one the first round uses.'
          : editable
            ? 'Drag a participant, use the arrows, or focus a row and press Alt+Arrow up/down. Each change is saved at once.'
            : view.windowStart && Date.parse(view.windowStart) > Date.now()
              ? `The seeding window opens ${new Date(view.windowStart).toLocaleString()}.`
              : 'The seeding window is closed; the seeds are final.'}
      </p>
      {view.windowEnd && editable ? (
        <p className={styles.muted}>Seeding closes {new Date(view.windowEnd).toLocaleString()}.</p>
      ) : null}
      {error ? (
        <p className={styles.alert} role="alert" data-testid="seeding-error">
          {error}
        </p>
      ) : null}
      <p className={visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      {editable && entrants.length > 1 ? (
        <SeedingSources
          tournamentId={tournamentId}
          entrants={entrants}
          disabled={busy}
          onApply={(ordered, source, randomSeed) => {
            setAnnouncement('The seeds were reordered.');
            update.mutate({ entrants: ordered, source, randomSeed });
          }}
        />
      ) : null}
      {entrants.length === 0 ? (
        // The seeds are drawn from the check-ins only when seeding opens (or check-in closes): before that, players
        // may be checked in and still not listed, so "nobody checked in" would be wrong (issue 26 §5.8).
        <p className={styles.muted} data-testid="seeding-empty">
          {!view.windowStart
            ? 'The checked-in participants are listed here when check-in closes.'
            : Date.parse(view.windowStart) > Date.now()
              ? 'The checked-in participants are listed here when the seeding window opens.'
              : 'Nobody checked in.'}
        </p>
      ) : null}
      <ol className={styles.list} aria-label="Seeds" aria-busy={busy}>
        {entrants.map((entrant, index) => (
          <li
            key={entrant.registrationId}
            ref={(element) => {
              if (element) rows.current.set(entrant.registrationId, element);
              else rows.current.delete(entrant.registrationId);
            }}
            className={styles.row}
            tabIndex={editable ? 0 : undefined}
            aria-label={`Seed ${entrant.seed}: ${entrant.name}`}
            aria-keyshortcuts={editable ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
            draggable={editable && !busy}
            data-testid="seed-row"
            data-dragging={dragFrom === index}
            data-drop-target={dropAt === index && dragFrom !== index}
            onKeyDown={(event) => onKeyDown(event, index)}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', entrant.registrationId);
              setDragFrom(index);
            }}
            onDragOver={(event) => {
              if (dragFrom === null) return;
              event.preventDefault();
              setDropAt(index);
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragFrom !== null) move(dragFrom, index);
              setDragFrom(null);
              setDropAt(null);
            }}
            onDragEnd={() => {
              setDragFrom(null);
              setDropAt(null);
            }}
          >
            {editable ? (
              <span className={styles.handle} aria-hidden="true">
                ⋮⋮
              </span>
            ) : null}
            <span className={styles.seed}>{entrant.seed}</span>
            <span className={styles.name}>{entrant.name}</span>
            {entrant.status !== 'ACTIVE' ? <Badge tone="danger">{entrant.status.toLowerCase()}</Badge> : null}
            {editable ? (
              <span className={styles.moves}>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${entrant.name} up`}
                  disabled={busy || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${entrant.name} down`}
                  disabled={busy || index === entrants.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
