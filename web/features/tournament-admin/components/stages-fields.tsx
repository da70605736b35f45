// The Format section's "Stages" part: one stage (as before) or several — stage 1 is the section's own fields,
// then a row per later stage (its format, who goes on to it from the stage before, their seeding, its best-of and
// its format's options), a stage removed or added, and how players knocked out in the groups are placed. The
// texts under the fields come from src/domain's stage-rules.ts (stage-plan.ts) or from the server.
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { STAGES_MAX, type FormatSection } from '../../../../src/contract/tournaments.js';
import { BEST_OF_VALUES } from '../../../../src/domain/types.js';
import type { FieldErrorLookup } from '../model/field-errors.js';
import { laterStageDraft, type LaterStageDraft, type PlannedStage } from '../model/stage-plan.js';
import { CheckboxField, GroupError, SelectField } from './form-controls.js';
import * as styles from './tournament-admin.css.js';

const FORMAT_CHOICES: { value: LaterStageDraft['format']; label: string }[] = [
  { value: 'SINGLE_ELIMINATION', label: 'Single elimination' },
  { value: 'DOUBLE_ELIMINATION', label: 'Double elimination' },
  { value: 'ROUND_ROBIN', label: 'Round robin groups' },
];
const GRAND_FINAL_CHOICES: { value: LaterStageDraft['grandFinal']; label: string }[] = [
  { value: 'RESET', label: 'With a bracket reset if the losers-bracket winner takes it' },
  { value: 'SINGLE', label: 'One match' },
  { value: 'NONE', label: 'None: the two bracket winners take 1st and 2nd' },
];

export interface StagesFieldsProps {
  multiStage: boolean;
  onMultiStage: (multiStage: boolean) => void;
  drafts: LaterStageDraft[];
  onDrafts: (drafts: LaterStageDraft[]) => void;
  eliminatedTies: NonNullable<FormatSection['eliminatedTies']>;
  onEliminatedTies: (value: NonNullable<FormatSection['eliminatedTies']>) => void;
  /** Every stage with its planned entrants and rounds (index 0 is stage 1). */
  planned: PlannedStage[];
  duel: boolean;
  errorAt: FieldErrorLookup;
}

/** The form paths a later stage's fields show errors at (the rest are listed apart, not lost). */
export function stageFieldPaths(drafts: readonly LaterStageDraft[], planned: readonly PlannedStage[]): string[] {
  return [
    'stageType',
    'stages',
    'eliminatedTies',
    ...drafts.flatMap((_, i) => [
      `stages.${i}`,
      ...['format', 'seeding', 'bestOf', 'thirdPlaceDecider', 'grandFinal', 'groupCount', 'roundRobinLegs'].map(
        (field) => `stages.${i}.${field}`,
      ),
      ...['', '.kind', '.perGroup', '.bestOfNextPlace', '.count'].map((field) => `stages.${i}.qualification${field}`),
      ...(planned[i + 1]?.bestOfNames ?? []).map((_, r) => `stages.${i}.bestOf.${r}`),
    ]),
  ];
}

export function StagesFields(props: StagesFieldsProps) {
  const { multiStage, onMultiStage, drafts, onDrafts, eliminatedTies, onEliminatedTies, errorAt } = props;
  const change = (index: number, patch: Partial<LaterStageDraft>) =>
    onDrafts(drafts.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
  return (
    <fieldset className={styles.group} data-testid="stages-fields">
      <legend className={styles.legend}>Stages</legend>
      <SelectField
        label="Stages"
        name="stageType"
        value={multiStage ? 'MULTI_STAGE' : 'SIMPLE_STAGE'}
        options={[
          { value: 'SIMPLE_STAGE', label: 'One stage' },
          { value: 'MULTI_STAGE', label: 'Several stages (groups or Swiss, then a playoff)' },
        ]}
        onValueChange={(value) => onMultiStage(value === 'MULTI_STAGE')}
        error={errorAt('stageType')}
      />
      {multiStage ? (
        <>
          <p className={styles.muted}>
            Stage 1 is played with the format above (round robin, Swiss or matchups). Each later stage takes its
            entrants from the standings of the stage before it.
          </p>
          {drafts.map((draft, index) => (
            <LaterStageFields
              key={index}
              index={index}
              draft={draft}
              planned={props.planned[index + 1]}
              duel={props.duel}
              errorAt={errorAt}
              onChange={(patch) => change(index, patch)}
              onRemove={() => onDrafts(drafts.filter((_, i) => i !== index))}
            />
          ))}
          <GroupError text={errorAt('stages')} />
          <div>
            <Button
              variant="secondary"
              size="sm"
              disabled={drafts.length + 1 >= STAGES_MAX}
              onClick={() => onDrafts([...drafts, laterStageDraft()])}
            >
              Add a stage
            </Button>
          </div>
          <SelectField
            label="Players knocked out in a group stage with the same group place"
            name="eliminatedTies"
            value={eliminatedTies}
            options={[
              { value: 'SHARED', label: 'Share their places (e.g. 9th–12th)' },
              { value: 'RANKED', label: 'Are ranked by points and tie-breaks' },
            ]}
            onValueChange={onEliminatedTies}
            error={errorAt('eliminatedTies')}
          />
        </>
      ) : null}
    </fieldset>
  );
}

function LaterStageFields({
  index,
  draft,
  planned,
  duel,
  errorAt,
  onChange,
  onRemove,
}: {
  index: number;
  draft: LaterStageDraft;
  planned: PlannedStage | undefined;
  duel: boolean;
  errorAt: FieldErrorLookup;
  onChange: (patch: Partial<LaterStageDraft>) => void;
  onRemove: () => void;
}) {
  const stage = index + 2;
  const path = `stages.${index}`;
  const perGroup = draft.qualificationKind === 'TOP_PER_GROUP';
  const bestOfNames = planned?.bestOfNames.slice(0, 64) ?? [];
  const bestOf = bestOfNames.map((_, r) => draft.bestOf[r] ?? 1);
  return (
    <fieldset className={styles.group} data-stage={stage}>
      <legend className={styles.legend}>Stage {stage}</legend>
      <div className={styles.grid}>
        <SelectField
          label={`Stage ${stage} format`}
          name={`${path}.format`}
          value={draft.format}
          options={FORMAT_CHOICES}
          onValueChange={(format) => onChange({ format })}
          error={errorAt(`${path}.format`)}
        />
        <SelectField
          label={`Who goes on from stage ${stage - 1}`}
          name={`${path}.qualification.kind`}
          value={draft.qualificationKind}
          options={[
            { value: 'TOP_PER_GROUP', label: 'The first of each group' },
            { value: 'TOP_OVERALL', label: 'The first overall' },
          ]}
          onValueChange={(qualificationKind) => onChange({ qualificationKind })}
          error={errorAt(`${path}.qualification.kind`)}
        />
        {perGroup ? (
          <TextInput
            label={`Stage ${stage}: how many per group`}
            name={`${path}.qualification.perGroup`}
            inputMode="numeric"
            value={draft.perGroup}
            onValueChange={(value) => onChange({ perGroup: value })}
            error={errorAt(`${path}.qualification.perGroup`)}
          />
        ) : (
          <TextInput
            label={`Stage ${stage}: how many overall`}
            name={`${path}.qualification.count`}
            inputMode="numeric"
            value={draft.count}
            onValueChange={(value) => onChange({ count: value })}
            error={errorAt(`${path}.qualification.count`)}
          />
        )}
        {perGroup ? (
          <TextInput
            label={`Stage ${stage}: best next-placed`}
            name={`${path}.qualification.bestOfNextPlace`}
            inputMode="numeric"
            hint="Also the best of the next place across groups (0 for none)"
            value={draft.bestOfNextPlace}
            onValueChange={(value) => onChange({ bestOfNextPlace: value })}
            error={errorAt(`${path}.qualification.bestOfNextPlace`)}
          />
        ) : null}
        <SelectField
          label={`Stage ${stage} seeding`}
          name={`${path}.seeding`}
          value={draft.seeding}
          options={[
            { value: 'CROSS_GROUP', label: 'Keep group mates apart (1A–2B, 1B–2A, …)' },
            { value: 'BY_STANDING', label: 'By overall standing' },
          ]}
          onValueChange={(seeding) => onChange({ seeding })}
          error={errorAt(`${path}.seeding`)}
        />
        {draft.format === 'DOUBLE_ELIMINATION' ? (
          <SelectField
            label={`Stage ${stage} grand final`}
            name={`${path}.grandFinal`}
            value={draft.grandFinal}
            options={GRAND_FINAL_CHOICES}
            onValueChange={(grandFinal) => onChange({ grandFinal })}
            error={errorAt(`${path}.grandFinal`)}
          />
        ) : null}
        {draft.format === 'ROUND_ROBIN' ? (
          <TextInput
            label={`Stage ${stage} groups`}
            name={`${path}.groupCount`}
            inputMode="numeric"
            value={draft.groupCount}
            onValueChange={(groupCount) => onChange({ groupCount })}
            error={errorAt(`${path}.groupCount`)}
          />
        ) : null}
        {draft.format === 'ROUND_ROBIN' ? (
          <SelectField
            label={`Stage ${stage}: each pair meets`}
            name={`${path}.roundRobinLegs`}
            value={String(draft.roundRobinLegs)}
            options={[
              { value: '1', label: 'Once' },
              { value: '2', label: 'Twice (home and away)' },
            ]}
            onValueChange={(text) => onChange({ roundRobinLegs: text === '2' ? 2 : 1 })}
            error={errorAt(`${path}.roundRobinLegs`)}
          />
        ) : null}
      </div>
      {draft.format === 'SINGLE_ELIMINATION' ? (
        <CheckboxField
          label={`Stage ${stage}: third-place decider match`}
          name={`${path}.thirdPlaceDecider`}
          checked={draft.thirdPlaceDecider}
          onChange={(thirdPlaceDecider) => onChange({ thirdPlaceDecider })}
        />
      ) : null}
      <GroupError text={errorAt(`${path}.qualification`)} />
      {planned ? (
        <p className={styles.muted}>
          Plans for {planned.entrants} entrants: {planned.rounds} {planned.rounds === 1 ? 'round' : 'rounds'}.
        </p>
      ) : null}
      {duel && bestOfNames.length > 0 ? (
        <div className={styles.grid}>
          {bestOfNames.map((name, r) => (
            <SelectField
              key={r}
              label={`Stage ${stage} · ${name}`}
              name={`${path}.bestOf-${r}`}
              value={String(bestOf[r])}
              options={BEST_OF_VALUES.map((n) => ({ value: String(n), label: `Best of ${n}` }))}
              onValueChange={(text) => onChange({ bestOf: bestOf.map((b, k) => (k === r ? Number(text) : b)) })}
              error={errorAt(`${path}.bestOf.${r}`)}
            />
          ))}
        </div>
      ) : null}
      <GroupError text={errorAt(path) ?? errorAt(`${path}.bestOf`)} />
      <div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove stage {stage}
        </Button>
      </div>
    </fieldset>
  );
}
