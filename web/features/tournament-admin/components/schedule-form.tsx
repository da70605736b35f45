// Schedule section: registration, check-in, seeding, rounds (with game, match and administration times) and
// prizepool distribution, in the browser's time zone; "Use recommended dates" fills SPEC §9's defaults. A
// multi-stage event names the stage of each round window (the rounds each stage plans at the maximum field).
import { useState } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { SelectField } from '../../../../src/ui/choice-fields.js';
import type {
  PrizeDistributionMode,
  RoundStartMode,
  ScheduleSection,
  TournamentView,
} from '../../../../src/contract/tournaments.js';
import { useSaveSection } from '../api/save-section.js';
import { unplacedErrors } from '../model/field-errors.js';
import { fromNumber, toNumber } from '../model/form-numbers.js';
import { fromLocalInput, recommendedSchedule, toLocalInput } from '../model/recommended-schedule.js';
import { roundStageNames } from '../model/stage-plan.js';
import { GroupError } from './form-controls.js';
import { SectionForm } from './section-form.js';
import { sectionErrors } from './use-section-errors.js';
import * as styles from './tournament-admin.css.js';

const PREFIX = 'schedule';

interface WindowDraft {
  start: string;
  end: string;
}
interface RoundDraft extends WindowDraft {
  gameDurationMinutes: string;
  matchDurationMinutes: string;
  administrationTimeMinutes: string;
}
interface ScheduleDraft {
  registration: WindowDraft;
  checkIn: WindowDraft;
  seeding: WindowDraft;
  rounds: RoundDraft[];
  prizepoolDistribution: WindowDraft;
  roundStart: RoundStartMode;
  roundBreakMinutes: string;
  prizeDistribution: PrizeDistributionMode;
}

const ROUND_START_CHOICES: { value: RoundStartMode; label: string }[] = [
  { value: 'SCHEDULED', label: 'At the scheduled times' },
  { value: 'AS_SOON_AS_READY', label: 'As soon as ready' },
];
const PRIZE_DISTRIBUTION_CHOICES: { value: PrizeDistributionMode; label: string }[] = [
  { value: 'SCHEDULED', label: 'At the distribution date' },
  { value: 'AT_FINISH', label: 'When the tournament finishes' },
];

const windowDraft = (window?: { start: string; end: string }): WindowDraft => ({
  start: toLocalInput(window?.start),
  end: toLocalInput(window?.end),
});
function toDraft(schedule: ScheduleSection | null): ScheduleDraft {
  return {
    registration: windowDraft(schedule?.registration),
    checkIn: windowDraft(schedule?.checkIn),
    seeding: windowDraft(schedule?.seeding),
    rounds: (schedule?.rounds ?? [undefined]).map((round) => ({
      ...windowDraft(round),
      gameDurationMinutes: fromNumber(round?.gameDurationMinutes),
      matchDurationMinutes: fromNumber(round?.matchDurationMinutes),
      administrationTimeMinutes: fromNumber(round?.administrationTimeMinutes),
    })),
    prizepoolDistribution: windowDraft(schedule?.prizepoolDistribution),
    roundStart: schedule?.roundStart ?? 'SCHEDULED',
    roundBreakMinutes: fromNumber(schedule?.roundBreakMinutes),
    prizeDistribution: schedule?.prizeDistribution ?? 'SCHEDULED',
  };
}

const isoWindow = (window: WindowDraft) => ({ start: fromLocalInput(window.start), end: fromLocalInput(window.end) });
/** Optional phases left completely empty are not sent; half-filled ones are, for the server to point at. */
const optionalWindow = (window: WindowDraft) =>
  window.start === '' && window.end === '' ? undefined : isoWindow(window);
const optionalMinutes = (text: string) => (text.trim() === '' ? undefined : toNumber(text));

function WindowFields({
  label,
  path,
  value,
  onChange,
  errorAt,
}: {
  label: string;
  path: string;
  value: WindowDraft;
  onChange: (value: WindowDraft) => void;
  errorAt: (path: string) => string | undefined;
}) {
  return (
    <fieldset className={styles.group} data-phase={path}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.grid}>
        <TextInput
          label={`${label} start`}
          name={`${path}.start`}
          type="datetime-local"
          value={value.start}
          onValueChange={(start) => onChange({ ...value, start })}
          error={errorAt(`${path}.start`)}
        />
        <TextInput
          label={`${label} end`}
          name={`${path}.end`}
          type="datetime-local"
          value={value.end}
          onValueChange={(end) => onChange({ ...value, end })}
          error={errorAt(`${path}.end`)}
        />
      </div>
      <GroupError text={errorAt(path)} />
    </fieldset>
  );
}

export function ScheduleForm({
  tournament,
  readOnly,
  onSaved,
}: {
  tournament: TournamentView;
  readOnly: boolean;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<ScheduleDraft>(() => toDraft(tournament.schedule));
  const save = useSaveSection(tournament.id, 'schedule');
  const { errorAt, all } = sectionErrors(save.error, PREFIX);
  const stageOfRound = roundStageNames(tournament.format);
  const setPhase = (key: 'registration' | 'checkIn' | 'seeding' | 'prizepoolDistribution') => (value: WindowDraft) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setRound = (index: number, change: Partial<RoundDraft>) =>
    setDraft((d) => ({ ...d, rounds: d.rounds.map((r, i) => (i === index ? { ...r, ...change } : r)) }));

  const submit = () => {
    const body: ScheduleSection = {
      registration: isoWindow(draft.registration),
      checkIn: isoWindow(draft.checkIn),
      seeding: optionalWindow(draft.seeding),
      rounds: draft.rounds.map((round) => ({
        ...isoWindow(round),
        gameDurationMinutes: optionalMinutes(round.gameDurationMinutes),
        matchDurationMinutes: optionalMinutes(round.matchDurationMinutes),
        administrationTimeMinutes: optionalMinutes(round.administrationTimeMinutes),
      })),
      prizepoolDistribution: optionalWindow(draft.prizepoolDistribution),
      roundStart: draft.roundStart,
      // The break only applies to rounds started as soon as ready; a fixed schedule sends none.
      roundBreakMinutes: draft.roundStart === 'AS_SOON_AS_READY' ? optionalMinutes(draft.roundBreakMinutes) : undefined,
      prizeDistribution: draft.prizeDistribution,
    };
    save.mutate(body, { onSuccess: onSaved });
  };

  const phases = ['registration', 'checkIn', 'seeding', 'prizepoolDistribution'];
  const shown = [
    'rounds',
    'roundStart',
    'roundBreakMinutes',
    'prizeDistribution',
    ...phases.flatMap((p) => [p, `${p}.start`, `${p}.end`]),
    ...draft.rounds.flatMap((_, i) =>
      ['', '.start', '.end', '.gameDurationMinutes', '.matchDurationMinutes', '.administrationTimeMinutes'].map(
        (f) => `rounds.${i}${f}`,
      ),
    ),
  ];

  return (
    <SectionForm
      name="schedule"
      readOnly={readOnly}
      pending={save.isPending}
      onSubmit={submit}
      otherErrors={unplacedErrors(all, shown, PREFIX)}
      extraActions={
        <Button
          variant="secondary"
          onClick={() =>
            // New dates; how rounds start and when prizes go out stay as chosen.
            setDraft((d) => ({
              ...toDraft(recommendedSchedule(Date.now(), tournament.format)),
              roundStart: d.roundStart,
              roundBreakMinutes: d.roundBreakMinutes,
              prizeDistribution: d.prizeDistribution,
            }))
          }
        >
          Use recommended dates
        </Button>
      }
    >
      <p className={styles.muted}>
        Recommended: registration 2 weeks, check-in 1 hour, seeding 15 minutes, the first round right after, prizepool
        distribution 15 minutes after the last round. At most 2 hours between check-in and the first round. Times are in
        your time zone.
      </p>
      <WindowFields
        label="Registration"
        path="registration"
        value={draft.registration}
        onChange={setPhase('registration')}
        errorAt={errorAt}
      />
      <WindowFields
        label="Check-in"
        path="checkIn"
        value={draft.checkIn}
        onChange={setPhase('checkIn')}
        errorAt={errorAt}
      />
      <WindowFields
        label="Seeding"
        path="seeding"
        value={draft.seeding}
        onChange={setPhase('seeding')}
        errorAt={errorAt}
      />
      <fieldset className={styles.group} data-phase="pace">
        <legend className={styles.legend}>Rounds start</legend>
        <div className={styles.grid}>
          <SelectField
            label="Start each round"
            name="roundStart"
            value={draft.roundStart}
            options={ROUND_START_CHOICES}
            onValueChange={(roundStart) => setDraft((d) => ({ ...d, roundStart }))}
            error={errorAt('roundStart')}
          />
          {draft.roundStart === 'AS_SOON_AS_READY' ? (
            <TextInput
              label="Break between rounds (minutes)"
              name="roundBreakMinutes"
              inputMode="numeric"
              value={draft.roundBreakMinutes}
              onValueChange={(roundBreakMinutes) => setDraft((d) => ({ ...d, roundBreakMinutes }))}
              error={errorAt('roundBreakMinutes')}
            />
          ) : null}
        </div>
        {draft.roundStart === 'AS_SOON_AS_READY' ? (
          <p className={styles.muted}>
            A round starts once every match of the previous one is resolved and the break has passed, and never later
            than its scheduled start. Its deadlines move with it; players see the new times live.
          </p>
        ) : null}
      </fieldset>
      {draft.rounds.map((round, index) => (
        <fieldset key={index} className={styles.group} data-phase={`rounds.${index}`}>
          <legend className={styles.legend}>
            Round {index + 1}
            {stageOfRound[index] ? ` · ${stageOfRound[index]}` : ''}
          </legend>
          <div className={styles.grid}>
            <TextInput
              label={`Round ${index + 1} start`}
              name={`rounds.${index}.start`}
              type="datetime-local"
              value={round.start}
              onValueChange={(start) => setRound(index, { start })}
              error={errorAt(`rounds.${index}.start`)}
            />
            <TextInput
              label={`Round ${index + 1} end`}
              name={`rounds.${index}.end`}
              type="datetime-local"
              value={round.end}
              onValueChange={(end) => setRound(index, { end })}
              error={errorAt(`rounds.${index}.end`)}
            />
            <TextInput
              label="Game duration (minutes)"
              name={`rounds.${index}.gameDurationMinutes`}
              inputMode="numeric"
              value={round.gameDurationMinutes}
              onValueChange={(v) => setRound(index, { gameDurationMinutes: v })}
              error={errorAt(`rounds.${index}.gameDurationMinutes`)}
            />
            <TextInput
              label="Match duration (minutes)"
              name={`rounds.${index}.matchDurationMinutes`}
              inputMode="numeric"
              value={round.matchDurationMinutes}
              onValueChange={(v) => setRound(index, { matchDurationMinutes: v })}
              error={errorAt(`rounds.${index}.matchDurationMinutes`)}
            />
            <TextInput
              label="Administration time (minutes)"
              name={`rounds.${index}.administrationTimeMinutes`}
              inputMode="numeric"
              value={round.administrationTimeMinutes}
              onValueChange={(v) => setRound(index, { administrationTimeMinutes: v })}
              error={errorAt(`rounds.${index}.administrationTimeMinutes`)}
            />
          </div>
          <GroupError text={errorAt(`rounds.${index}`)} />
          {draft.rounds.length > 1 ? (
            <div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDraft((d) => ({ ...d, rounds: d.rounds.filter((_, i) => i !== index) }))}
              >
                Remove round {index + 1}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      <GroupError text={errorAt('rounds')} />
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            setDraft((d) => ({
              ...d,
              rounds: [
                ...d.rounds,
                {
                  start: '',
                  end: '',
                  gameDurationMinutes: '',
                  matchDurationMinutes: '',
                  administrationTimeMinutes: '',
                },
              ],
            }))
          }
        >
          Add round
        </Button>
      </div>
      <WindowFields
        label="Prizepool distribution"
        path="prizepoolDistribution"
        value={draft.prizepoolDistribution}
        onChange={setPhase('prizepoolDistribution')}
        errorAt={errorAt}
      />
      <div className={styles.grid}>
        <SelectField
          label="Distribute the prizes"
          name="prizeDistribution"
          value={draft.prizeDistribution}
          options={PRIZE_DISTRIBUTION_CHOICES}
          onValueChange={(prizeDistribution) => setDraft((d) => ({ ...d, prizeDistribution }))}
          error={errorAt('prizeDistribution')}
        />
      </div>
    </SectionForm>
  );
}
