// Prizepool and rewards section: rewards by ranks (1st, 2nd, 3rd, a specific rank, a range, everyone), each
// with a UOS amount (a decimal string, never a float) and/or Uniqs of the organization's factories.
import { useState, type ReactNode } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import type { PrizepoolSection, TournamentView } from '../../../../src/contract/tournaments.js';
import { useSaveSection } from '../api/save-section.js';
import { unplacedErrors } from '../model/field-errors.js';
import { fromNumber, toNumber, uosAmountField } from '../model/form-numbers.js';
import { GroupError, SelectField } from './form-controls.js';
import { SectionForm } from './section-form.js';
import type { UniqFactoryOption } from './uniq-factory-option.js';
import { sectionErrors } from './use-section-errors.js';
import * as styles from './tournament-admin.css.js';

type RankKind = PrizepoolSection['rewards'][number]['ranks']['kind'];
const RANK_KINDS: { value: RankKind; label: string }[] = [
  { value: 'FIRST', label: '1st' },
  { value: 'SECOND', label: '2nd' },
  { value: 'THIRD', label: '3rd' },
  { value: 'SPECIFIC', label: 'Specific rank' },
  { value: 'RANGE', label: 'Range of ranks' },
  { value: 'ALL', label: 'All participants' },
];

interface RewardDraft {
  kind: RankKind;
  rank: string;
  startRank: string;
  endRank: string;
  uosAmount: string;
  uniqs: { factoryId: string; quantity: string }[];
}

function toDraft(reward: PrizepoolSection['rewards'][number]): RewardDraft {
  const ranks = reward.ranks;
  return {
    kind: ranks.kind,
    rank: ranks.kind === 'SPECIFIC' ? fromNumber(ranks.rank) : '',
    startRank: ranks.kind === 'RANGE' ? fromNumber(ranks.startRank) : '',
    endRank: ranks.kind === 'RANGE' ? fromNumber(ranks.endRank) : '',
    uosAmount: reward.uosAmount ?? '',
    uniqs: reward.uniqs.map((u) => ({ factoryId: u.factoryId, quantity: fromNumber(u.quantity) })),
  };
}

function ranksOf(draft: RewardDraft): PrizepoolSection['rewards'][number]['ranks'] {
  if (draft.kind === 'SPECIFIC') return { kind: 'SPECIFIC', rank: toNumber(draft.rank) };
  if (draft.kind === 'RANGE')
    return { kind: 'RANGE', startRank: toNumber(draft.startRank), endRank: toNumber(draft.endRank) };
  return { kind: draft.kind };
}

const emptyReward = (kind: RankKind): RewardDraft => ({
  kind,
  rank: '',
  startRank: '',
  endRank: '',
  uosAmount: '',
  uniqs: [],
});

export function PrizepoolForm({
  tournament,
  readOnly,
  onSaved,
  factories,
}: {
  tournament: TournamentView;
  readOnly: boolean;
  onSaved: () => void;
  factories: readonly UniqFactoryOption[];
}) {
  const save = useSaveSection(tournament.id, 'prizepool');
  return (
    <RewardsForm
      name="prizepool"
      initial={tournament.prizepool?.rewards ?? []}
      readOnly={readOnly}
      pending={save.isPending}
      error={save.error}
      factories={factories}
      onSubmit={(rewards) => save.mutate({ rewards }, { onSuccess: onSaved })}
      intro={
        <p className={styles.muted}>
          A prize pool with UOS or Uniqs is placed in escrow on chain (the sign transaction section) before publishing.
        </p>
      }
      emptyText="No rewards: the tournament is played for glory."
    />
  );
}

type Reward = PrizepoolSection['rewards'][number];

export interface RewardsFormProps {
  name: string;
  initial: readonly Reward[];
  readOnly: boolean;
  pending: boolean;
  /** The last save's failure: its formFieldErrors are shown at the rewards' fields. */
  error: unknown;
  /** Where the server puts the rewards' errors: 'rewards.0…' for a tournament, 'prizepool.rewards.0…' else. */
  errorPrefix?: string;
  factories: readonly UniqFactoryOption[];
  onSubmit: (rewards: Reward[]) => void;
  intro?: ReactNode;
  emptyText: string;
}

/**
 * The rewards-by-rank editor with its Save button, shared by the tournament's prizepool section and (through
 * the page) the leaderboard's prize pool tab.
 */
export function RewardsForm({
  name,
  initial,
  readOnly,
  pending,
  error,
  errorPrefix,
  factories,
  onSubmit,
  intro,
  emptyText,
}: RewardsFormProps) {
  const [rewards, setRewards] = useState<RewardDraft[]>(() => initial.map(toDraft));
  const { errorAt, all } = sectionErrors(error, errorPrefix);
  const update = (index: number, change: Partial<RewardDraft>) =>
    setRewards((list) => list.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const factoryOptions = (current: string) => [
    { value: '', label: 'Choose a factory' },
    ...factories.map((f) => ({ value: f.id, label: f.label })),
    ...(current && !factories.some((f) => f.id === current) ? [{ value: current, label: `Factory #${current}` }] : []),
  ];

  const submit = () =>
    onSubmit(
      rewards.map((draft) => ({
        ranks: ranksOf(draft),
        uosAmount: uosAmountField(draft.uosAmount),
        uniqs: draft.uniqs.map((u) => ({ factoryId: u.factoryId, quantity: toNumber(u.quantity) })),
      })),
    );

  const shown = [
    'rewards',
    ...rewards.flatMap((r, i) => [
      `rewards.${i}`,
      `rewards.${i}.uosAmount`,
      `rewards.${i}.ranks.rank`,
      `rewards.${i}.ranks.startRank`,
      `rewards.${i}.ranks.endRank`,
      ...r.uniqs.flatMap((_, u) => [`rewards.${i}.uniqs.${u}.quantity`, `rewards.${i}.uniqs.${u}.factoryId`]),
    ]),
  ];

  return (
    <SectionForm
      name={name}
      readOnly={readOnly}
      pending={pending}
      onSubmit={submit}
      otherErrors={unplacedErrors(all, shown, errorPrefix)}
    >
      {intro}
      {rewards.length === 0 ? <p className={styles.muted}>{emptyText}</p> : null}
      {rewards.map((reward, index) => (
        <fieldset key={index} className={styles.group} data-reward={index}>
          <legend className={styles.legend}>Reward {index + 1}</legend>
          <div className={styles.grid}>
            <SelectField
              label="Ranks"
              name={`rewards.${index}.kind`}
              value={reward.kind}
              options={RANK_KINDS}
              onValueChange={(kind) => update(index, { kind })}
            />
            {reward.kind === 'SPECIFIC' ? (
              <TextInput
                label="Rank"
                inputMode="numeric"
                value={reward.rank}
                onValueChange={(rank) => update(index, { rank })}
                error={errorAt(`rewards.${index}.ranks.rank`)}
              />
            ) : null}
            {reward.kind === 'RANGE' ? (
              <>
                <TextInput
                  label="From rank"
                  inputMode="numeric"
                  value={reward.startRank}
                  onValueChange={(startRank) => update(index, { startRank })}
                  error={errorAt(`rewards.${index}.ranks.startRank`)}
                />
                <TextInput
                  label="To rank"
                  inputMode="numeric"
                  value={reward.endRank}
                  onValueChange={(endRank) => update(index, { endRank })}
                  error={errorAt(`rewards.${index}.ranks.endRank`)}
                />
              </>
            ) : null}
            <TextInput
              label="UOS amount"
              name={`rewards.${index}.uosAmount`}
              inputMode="decimal"
              placeholder="0.00000000"
              value={reward.uosAmount}
              onValueChange={(uosAmount) => update(index, { uosAmount })}
              error={errorAt(`rewards.${index}.uosAmount`)}
            />
          </div>
          {reward.uniqs.map((uniq, u) => (
            <div key={u} className={styles.row}>
              <SelectField
                label="Uniq factory"
                value={uniq.factoryId}
                options={factoryOptions(uniq.factoryId)}
                onValueChange={(factoryId) =>
                  update(index, { uniqs: reward.uniqs.map((x, k) => (k === u ? { ...x, factoryId } : x)) })
                }
                error={errorAt(`rewards.${index}.uniqs.${u}.factoryId`)}
              />
              <TextInput
                label="Quantity"
                inputMode="numeric"
                value={uniq.quantity}
                onValueChange={(quantity) =>
                  update(index, { uniqs: reward.uniqs.map((x, k) => (k === u ? { ...x, quantity } : x)) })
                }
                error={errorAt(`rewards.${index}.uniqs.${u}.quantity`)}
              />
              {readOnly ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => update(index, { uniqs: reward.uniqs.filter((_, k) => k !== u) })}
                >
                  Remove Uniq
                </Button>
              )}
            </div>
          ))}
          <GroupError text={errorAt(`rewards.${index}`)} />
          {readOnly ? null : (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  update(index, { uniqs: [...reward.uniqs, { factoryId: factories[0]?.id ?? '', quantity: '1' }] })
                }
              >
                Add Uniqs
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRewards((list) => list.filter((_, i) => i !== index))}
              >
                Remove reward
              </Button>
            </div>
          )}
        </fieldset>
      ))}
      <GroupError text={errorAt('rewards')} />
      {/* A locked prize pool (saved, published, escrowed) is read, not edited: no controls that could do nothing. */}
      {readOnly ? null : (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              setRewards((list) => [
                ...list,
                emptyReward(
                  list.length === 0 ? 'FIRST' : list.length === 1 ? 'SECOND' : list.length === 2 ? 'THIRD' : 'SPECIFIC',
                ),
              ])
            }
          >
            Add reward
          </Button>
        </div>
      )}
    </SectionForm>
  );
}
