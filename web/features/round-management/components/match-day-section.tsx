// The organizer's event-day tools in a match's dialog (issue 26 §3): undo a walkover the play clock gave for a
// missed check-in (the match is playable again with a fresh window), the match's stream or VOD link, and the URL of
// the stream overlay pinned to this match (issue 27 §3).
import { useState } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { errorText } from '../../../app/api/error-texts.js';
import type { Entrant, MatchView } from '../../../../src/contract/matches.js';
import { isApiError } from '../../../app/api/api-error.js';
import { useSetStreamUrl, useUndoNoShow } from '../api/match-day-actions.js';
import { entrantName } from '../model/match-labels.js';
import { paths } from '../../../paths.js';
import * as styles from './round-management.css.js';

function apiText(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error)) return error.formFieldErrors?.streamUrl ?? errorText(error.code);
  return errorText(null);
}

export function MatchDaySection({
  tournamentId,
  match,
  entrants,
}: {
  tournamentId: string;
  match: MatchView;
  entrants: readonly Entrant[];
}) {
  const undo = useUndoNoShow(tournamentId);
  const stream = useSetStreamUrl(tournamentId);
  const [url, setUrl] = useState(match.streamUrl ?? '');
  const noShows = match.checkIn?.noShowSeeds ?? [];
  const undoable = noShows.length > 0 && (match.status === 'WALKOVER' || match.status === 'SCORE_MISSING');
  return (
    <>
      {undoable ? (
        <section aria-label="Missed check-in">
          <h3 className={styles.legend}>Missed check-in</h3>
          <p className={styles.muted}>
            {noShows.map((seed) => entrantName(entrants, seed)).join(' and ')} did not check in before the deadline.
            Undoing makes the match playable again with a fresh check-in window.
          </p>
          <div className={styles.buttons}>
            <Button size="sm" variant="secondary" disabled={undo.isPending} onClick={() => undo.mutate(match.id)}>
              Undo walkover
            </Button>
          </div>
          {undo.error ? (
            <p className={styles.muted} role="alert">
              {apiText(undo.error)}
            </p>
          ) : null}
        </section>
      ) : null}
      <section aria-label="Stream link">
        <h3 className={styles.legend}>Stream or VOD</h3>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            stream.mutate({ matchId: match.id, streamUrl: url.trim() === '' ? null : url.trim() });
          }}
        >
          <TextInput
            label="Stream link (https)"
            name="streamUrl"
            value={url}
            onValueChange={setUrl}
            error={apiText(stream.error)}
            hint="Shown on the match card and the bracket; leave empty to remove it."
            placeholder="https://twitch.tv/…"
          />
          <div className={styles.formActions}>
            <Button size="sm" type="submit" disabled={stream.isPending}>
              Save link
            </Button>
          </div>
        </form>
        {stream.isSuccess ? (
          <p className={styles.muted} role="status">
            Stream link saved.
          </p>
        ) : null}
        <p className={styles.muted}>
          To put this match on stream whatever else is being played, use its own overlay as a browser source:{' '}
          <a
            className={styles.overlayLink}
            href={paths.overlay.pinnedMatch.build(tournamentId, match.id)}
            target="_blank"
            rel="noopener"
            data-testid="pinned-match-overlay"
          >
            {`${window.location.origin}${paths.overlay.pinnedMatch.build(tournamentId, match.id)}`}
          </a>
        </p>
      </section>
    </>
  );
}
