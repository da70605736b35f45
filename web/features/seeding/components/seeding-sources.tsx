// Where a seed order can start from (issue 26 §1): a random draw, the linked leaderboard's standings, past results in
// this game, or a pasted list of names. The server proposes the order; it is applied like a drag (shown at once,
// rolled back if refused), and names of the list that matched nobody are listed.
import { useState } from 'react';
import type { Entrant } from '../../../../src/contract/matches.js';
import type { SeedingProposalBody, SeedsSaveSource } from '../../../../src/contract/participant-management.js';
import { errorText } from '../../../app/api/error-texts.js';
import { Button } from '../../../../src/ui/button.js';
import { TextArea } from '../../../../src/ui/text-area.js';
import { isApiError } from '../../../app/api/api-error.js';
import { useProposeSeeding } from '../api/propose-seeding.js';
import { entrantsInOrder } from '../model/seed-order.js';
import * as styles from './seeding.css.js';

export interface SeedingSourcesProps {
  tournamentId: string;
  entrants: Entrant[];
  disabled: boolean;
  onApply: (entrants: Entrant[], source: SeedsSaveSource, randomSeed?: number) => void;
}

export function SeedingSources({ tournamentId, entrants, disabled, onApply }: SeedingSourcesProps) {
  const propose = useProposeSeeding(tournamentId);
  const [list, setList] = useState('');
  const [unknown, setUnknown] = useState<string[]>([]);
  const busy = disabled || propose.isPending;

  function run(body: SeedingProposalBody) {
    setUnknown([]);
    propose.mutate(body, {
      onSuccess: (proposal) => {
        setUnknown(proposal.unknownNames);
        onApply(entrantsInOrder(entrants, proposal.order), body.source, proposal.randomSeed);
      },
    });
  }

  const failure = propose.error ? errorText(isApiError(propose.error) ? propose.error.code : null) : null;
  return (
    <div className={styles.sources} data-testid="seeding-sources">
      <div className={styles.sourceButtons}>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => run({ source: 'RANDOM' })}>
          Randomize
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => run({ source: 'LEADERBOARD' })}>
          From the leaderboard
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => run({ source: 'PAST_RESULTS' })}>
          From past results
        </Button>
      </div>
      <details>
        <summary>Paste a list of names</summary>
        <TextArea
          label="Names, one a line, first seed first"
          hint="Player nicknames, team names or captains' nicknames. Anyone not listed keeps their order after them."
          value={list}
          onValueChange={setList}
          rows={5}
          data-testid="seeding-list"
        />
        <Button
          size="sm"
          disabled={busy || !list.trim()}
          onClick={() => run({ source: 'LIST', names: list.split('\n') })}
        >
          Apply the list
        </Button>
      </details>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      {unknown.length > 0 ? (
        <p className={styles.alert} role="status" data-testid="seeding-unknown">
          Not found among the checked-in participants: {unknown.join(', ')}.
        </p>
      ) : null}
    </div>
  );
}
