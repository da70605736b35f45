// The organizer's result form for one match: a duel's winner with optional game scores, or an FFA lobby's ranks
// per member and game (with forfeits). Used to resolve a dispute or a missing score and to amend a result.
import { useState } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { TextArea } from '../../../../src/ui/text-area.js';
import type { Entrant, MatchView, SetResultBody } from '../../../../src/contract/matches.js';
import type { FieldErrors } from '../model/field-errors.js';
import { entrantName, matchSeeds } from '../model/match-labels.js';
import {
  duelResultBody,
  ffaResultBody,
  recordedGames,
  withWinner,
  type DuelResultForm,
  type FfaResultForm,
} from '../model/result-form.js';
import * as styles from './round-management.css.js';

export interface ResultFormProps {
  match: MatchView;
  entrants: readonly Entrant[];
  /** FFA games per round: how many rank columns to offer. */
  games: number;
  submitLabel: string;
  pending: boolean;
  serverErrors: FieldErrors;
  onSubmit: (body: SetResultBody) => void;
}

export function ResultForm(props: ResultFormProps) {
  return props.match.kind === 'DUEL' ? <DuelResult {...props} /> : <FfaResult {...props} />;
}

function DuelResult({ match, entrants, submitLabel, pending, serverErrors, onSubmit }: ResultFormProps) {
  const [form, setForm] = useState<DuelResultForm>(() => ({
    winnerSeed: match.winnerSeed,
    games: recordedGames(match),
    reason: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverErrors, ...errors };
  const [sideA, sideB] = match.sides;
  const nameA = entrantName(entrants, sideA?.seed ?? null);
  const nameB = entrantName(entrants, sideB?.seed ?? null);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const built = duelResultBody(match, form);
        if ('errors' in built) setErrors(built.errors);
        else {
          setErrors({});
          onSubmit(built.body);
        }
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Winner</legend>
        {matchSeeds(match).map((seed) => (
          <label key={seed} className={styles.radio}>
            <input
              type="radio"
              name="winner"
              checked={form.winnerSeed === seed}
              onChange={() => setForm(withWinner(match, form, seed))}
            />
            {entrantName(entrants, seed)}
          </label>
        ))}
        {shown.winnerSeed ? (
          <p className={styles.fieldError} role="alert">
            {shown.winnerSeed}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Game scores (optional)</legend>
        <div className={styles.gameGrid}>
          <span />
          <span className={styles.muted}>{nameA}</span>
          <span className={styles.muted}>{nameB}</span>
          {form.games.map((game, index) => (
            <GameRow
              key={index}
              index={index}
              game={game}
              nameA={nameA}
              nameB={nameB}
              invalid={Boolean(shown[`games.${index}`])}
              onChange={(next) => setForm({ ...form, games: form.games.map((old, at) => (at === index ? next : old)) })}
            />
          ))}
        </div>
        {Object.entries(shown)
          .filter(([key]) => key.startsWith('games.'))
          .map(([key, text]) => (
            <p key={key} className={styles.fieldError} role="alert">
              Game {Number(key.split('.')[1]) + 1}: {text}
            </p>
          ))}
      </fieldset>
      <TextArea
        label="Reason (optional, kept in the audit trail)"
        value={form.reason}
        onValueChange={(reason) => setForm({ ...form, reason })}
        maxLength={1000}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={pending}>
          {pending ? 'Working…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function GameRow({
  index,
  game,
  nameA,
  nameB,
  invalid,
  onChange,
}: {
  index: number;
  game: { a: string; b: string };
  nameA: string;
  nameB: string;
  invalid: boolean;
  onChange: (game: { a: string; b: string }) => void;
}) {
  return (
    <>
      <span>Game {index + 1}</span>
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label={`Game ${index + 1} score of ${nameA}`}
        aria-invalid={invalid || undefined}
        value={game.a}
        onChange={(event) => onChange({ ...game, a: event.target.value })}
      />
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label={`Game ${index + 1} score of ${nameB}`}
        aria-invalid={invalid || undefined}
        value={game.b}
        onChange={(event) => onChange({ ...game, b: event.target.value })}
      />
    </>
  );
}

function FfaResult({ match, entrants, games, submitLabel, pending, serverErrors, onSubmit }: ResultFormProps) {
  const seeds = matchSeeds(match);
  const columns = Math.max(1, games);
  const [form, setForm] = useState<FfaResultForm>(() => ({
    ranks: Object.fromEntries(
      seeds.map((seed) => {
        const known = match.ffaResults.find((entry) => entry.seed === seed)?.results ?? [];
        return [
          seed,
          Array.from({ length: columns }, (_, gameIndex) =>
            String(known.find((r) => r.gameIndex === gameIndex)?.ingameRank ?? ''),
          ),
        ];
      }),
    ),
    forfeits: Object.fromEntries(
      seeds.map((seed) => {
        const known = match.ffaResults.find((entry) => entry.seed === seed)?.results ?? [];
        return [
          seed,
          Array.from(
            { length: columns },
            (_, gameIndex) => known.find((r) => r.gameIndex === gameIndex)?.isForfeit ?? false,
          ),
        ];
      }),
    ),
    reason: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverErrors, ...errors };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const built = ffaResultBody(seeds, form, seeds.length);
        if ('errors' in built) setErrors(built.errors);
        else {
          setErrors({});
          onSubmit(built.body);
        }
      }}
    >
      <div className={styles.tableWrap}>
        <table className={styles.table} style={{ minWidth: 0 }}>
          <thead>
            <tr>
              <th className={styles.th}>Player</th>
              {Array.from({ length: columns }, (_, gameIndex) => (
                <th key={gameIndex} className={styles.th}>
                  Game {gameIndex + 1} rank
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {seeds.map((seed) => (
              <tr key={seed}>
                <td className={styles.td}>{entrantName(entrants, seed)}</td>
                {Array.from({ length: columns }, (_, gameIndex) => {
                  const forfeit = form.forfeits[seed]?.[gameIndex] ?? false;
                  const error = shown[`rank.${seed}.${gameIndex}`];
                  return (
                    <td key={gameIndex} className={styles.td}>
                      <input
                        className={styles.input}
                        inputMode="numeric"
                        aria-label={`Game ${gameIndex + 1} rank of ${entrantName(entrants, seed)}`}
                        aria-invalid={error ? true : undefined}
                        disabled={forfeit}
                        value={form.ranks[seed]?.[gameIndex] ?? ''}
                        onChange={(event) =>
                          setForm({
                            ...form,
                            ranks: {
                              ...form.ranks,
                              [seed]: (form.ranks[seed] ?? []).map((old, at) =>
                                at === gameIndex ? event.target.value : old,
                              ),
                            },
                          })
                        }
                      />
                      <label className={styles.radio}>
                        <input
                          type="checkbox"
                          checked={forfeit}
                          onChange={(event) =>
                            setForm({
                              ...form,
                              forfeits: {
                                ...form.forfeits,
                                [seed]: (form.forfeits[seed] ?? []).map((old, at) =>
                                  at === gameIndex ? event.target.checked : old,
                                ),
                              },
                            })
                          }
                        />
                        Forfeit
                      </label>
                      {error ? <p className={styles.fieldError}>{error}</p> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TextArea
        label="Reason (optional, kept in the audit trail)"
        value={form.reason}
        onValueChange={(reason) => setForm({ ...form, reason })}
        maxLength={1000}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={pending}>
          {pending ? 'Working…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
