// Format section: match type and format, participants, rounds, games, score reporting, best-of per round,
// seeding, the scoring system (rank ranges, in-game metrics, win/loss/bye points, forfeit penalty), and the
// options of double elimination (grand final) and round robin (groups, legs), and the stages of a multi-stage
// event (stages-fields.tsx). The rules are src/domain's (format-rules.ts, stage-format-rules.ts, stage-rules.ts):
// the server answers them at each field and the form shows them there; the stage plan's are checked as typed.
import { useState } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import {
  DEFAULT_GRAND_FINAL,
  DEFAULT_GROUP_COUNT,
  DEFAULT_ROUND_ROBIN_LEGS,
  DEFAULT_MATCH_CHECK_IN_MINUTES,
  MATCH_CHECK_IN_MINUTES_MAX,
  type FormatSection,
  type TournamentView,
} from '../../../../src/contract/tournaments.js';
import { BEST_OF_VALUES } from '../../../../src/domain/types.js';
import { useSaveSection } from '../api/save-section.js';
import { unplacedErrors } from '../model/field-errors.js';
import { fromNumber, toNumber } from '../model/form-numbers.js';
import { formatRounds } from '../model/format-rounds.js';
import {
  laterStageBody,
  laterStageDraft,
  plannedStages,
  stagePlanErrors,
  type LaterStageDraft,
} from '../model/stage-plan.js';
import { CheckboxField, GroupError, SelectField } from './form-controls.js';
import { disciplineSides } from '../../../../src/domain/game-sides.js';
import { SectionForm } from './section-form.js';
import { StagesFields, stageFieldPaths } from './stages-fields.js';
import { sectionErrors } from './use-section-errors.js';
import * as styles from './tournament-admin.css.js';

const LABEL_MAX = 256;

/** Formats whose rounds follow from the bracket or the groups: no "number of rounds" to type. */
const ROUNDS_FROM_LAYOUT: readonly FormatSection['format'][] = [
  'SINGLE_ELIMINATION',
  'DOUBLE_ELIMINATION',
  'ROUND_ROBIN',
];

const GRAND_FINAL_CHOICES: { value: NonNullable<FormatSection['grandFinal']>; label: string }[] = [
  { value: 'RESET', label: 'With a bracket reset if the losers-bracket winner takes it' },
  { value: 'SINGLE', label: 'One match' },
  { value: 'NONE', label: 'None: the two bracket winners take 1st and 2nd' },
];
const PREFIX = 'format';
const FORMAT_CHOICES: { value: FormatSection['format']; label: string }[] = [
  { value: 'SINGLE_ELIMINATION', label: 'Single elimination' },
  { value: 'SWISS_SYSTEM', label: 'Swiss system' },
  { value: 'MATCHUPS', label: 'Matchups' },
  { value: 'DOUBLE_ELIMINATION', label: 'Double elimination (duels)' },
  { value: 'ROUND_ROBIN', label: 'Round robin groups (duels)' },
];
/** Stage 1 of several is a group stage; switching to several stages moves another format to round robin. */
const FIRST_STAGE_FORMATS: readonly FormatSection['format'][] = ['ROUND_ROBIN', 'SWISS_SYSTEM', 'MATCHUPS'];

interface RangeDraft {
  startRank: string;
  endRank: string;
  points: string;
}
interface MetricDraft {
  label: string;
  factor: string;
}

export function FormatForm({
  tournament,
  readOnly,
  onSaved,
}: {
  tournament: TournamentView;
  readOnly: boolean;
  onSaved: () => void;
}) {
  const saved = tournament.format;
  const [choice, setChoice] = useState({
    matchType: saved?.matchType ?? 'DUEL',
    format: saved?.format ?? 'SINGLE_ELIMINATION',
    scoreReportingSystem: saved?.scoreReportingSystem ?? 'SCORE',
    seeding: saved?.seeding ?? 'AUTO',
  } as Pick<FormatSection, 'matchType' | 'format' | 'scoreReportingSystem' | 'seeding'>);
  const [numbers, setNumbers] = useState({
    minParticipants: fromNumber(saved?.minParticipants ?? 2),
    maxParticipants: fromNumber(saved?.maxParticipants ?? 16),
    numberOfRounds: fromNumber(saved?.numberOfRounds || 3),
    numberOfGames: fromNumber(saved?.numberOfGames ?? 1),
    lobbySize: fromNumber(saved?.lobbySize ?? 8),
    groupCount: fromNumber(saved?.groupCount ?? DEFAULT_GROUP_COUNT),
  });
  const [grandFinal, setGrandFinal] = useState(saved?.grandFinal ?? DEFAULT_GRAND_FINAL);
  const [legs, setLegs] = useState(saved?.roundRobinLegs ?? DEFAULT_ROUND_ROBIN_LEGS);
  const [thirdPlaceDecider, setThirdPlaceDecider] = useState(saved?.thirdPlaceDecider ?? false);
  const [bestOf, setBestOf] = useState<number[]>(saved?.bestOf ?? []);
  // Sides (issue 30): a new format starts with its game's (chess: White/Black); the organizer may change or drop them.
  const startSides = saved ? (saved.sides ?? null) : disciplineSides(tournament.game.code);
  const [sides, setSides] = useState({
    enabled: startSides !== null,
    first: startSides?.names[0] ?? 'White',
    second: startSides?.names[1] ?? 'Black',
    firstGame: startSides?.firstGame ?? 'HIGHER_SEED',
  });
  const [checkIn, setCheckIn] = useState({
    enabled: saved?.matchCheckIn?.enabled ?? false,
    minutes: fromNumber(saved?.matchCheckIn?.minutes ?? DEFAULT_MATCH_CHECK_IN_MINUTES),
  });
  const scoring = saved?.scoringSystem;
  const [points, setPoints] = useState({
    winPoints: fromNumber(scoring?.winPoints ?? 3),
    lossPoints: fromNumber(scoring?.lossPoints ?? 0),
    byePoints: fromNumber(scoring?.byePoints ?? 3),
    forfeitPenalty: fromNumber(scoring?.forfeitPenalty ?? 0),
  });
  const [ranges, setRanges] = useState<RangeDraft[]>(
    (scoring?.rankRanges ?? []).map((r) => ({
      startRank: fromNumber(r.startRank),
      endRank: fromNumber(r.endRank),
      points: fromNumber(r.points),
    })),
  );
  const [metrics, setMetrics] = useState<MetricDraft[]>(
    (scoring?.ingameMetrics ?? []).map((m) => ({ label: m.label, factor: fromNumber(m.factor) })),
  );
  const [multiStage, setMultiStage] = useState(saved?.stageType === 'MULTI_STAGE' && (saved.stages?.length ?? 0) > 0);
  const [stageDrafts, setStageDrafts] = useState<LaterStageDraft[]>(() => (saved?.stages ?? []).map(laterStageDraft));
  const [eliminatedTies, setEliminatedTies] = useState(saved?.eliminatedTies ?? 'SHARED');
  const save = useSaveSection(tournament.id, 'format');
  const server = sectionErrors(save.error, PREFIX);

  const singleElimination = choice.format === 'SINGLE_ELIMINATION';
  const doubleElimination = choice.format === 'DOUBLE_ELIMINATION';
  const roundRobin = choice.format === 'ROUND_ROBIN';
  const matchups = choice.format === 'MATCHUPS';
  const duel = choice.matchType === 'DUEL';
  const rounds = formatRounds({
    format: choice.format,
    maxParticipants: toNumber(numbers.maxParticipants) || 2,
    numberOfRounds: toNumber(numbers.numberOfRounds) || 1,
    grandFinal,
    groupCount: toNumber(numbers.groupCount) || 1,
    roundRobinLegs: legs,
  });
  // The stages at the maximum field: their entrants, rounds and best-of entries (the body needs the rounds).
  const planFormat = {
    format: choice.format,
    maxParticipants: toNumber(numbers.maxParticipants) || 2,
    numberOfRounds: toNumber(numbers.numberOfRounds) || 1,
    grandFinal,
    groupCount: toNumber(numbers.groupCount) || 1,
    roundRobinLegs: legs,
    stageType: 'MULTI_STAGE' as const,
    stages: stageDrafts.map((draft) => laterStageBody(draft, 0)),
  };
  const planned = plannedStages(planFormat);
  const laterStages = stageDrafts.map((draft, i) => laterStageBody(draft, planned[i + 1]?.rounds ?? 1));
  const planErrors = multiStage
    ? stagePlanErrors(
        { format: choice.format, groupCount: roundRobin ? toNumber(numbers.groupCount) : undefined },
        laterStages,
        toNumber(numbers.minParticipants),
      )
    : {};
  // The server's text wins at a field; the plan's show as the organizer types.
  const errorAt = (path: string) => server.errorAt(path) ?? planErrors[path];
  const all = server.all;
  const bestOfNames = rounds.bestOfNames.slice(0, 64);
  // One best-of per round; rounds added since the last choice start at best of 1.
  const bestOfPerRound = bestOfNames.map((_, i) => bestOf[i] ?? 1);
  const setNumber = (key: keyof typeof numbers) => (value: string) =>
    setNumbers((current) => ({ ...current, [key]: value }));
  const setPoint = (key: keyof typeof points) => (value: string) =>
    setPoints((current) => ({ ...current, [key]: value }));

  const chooseStages = (several: boolean) => {
    setMultiStage(several);
    if (!several) return;
    if (!FIRST_STAGE_FORMATS.includes(choice.format)) setChoice((c) => ({ ...c, format: 'ROUND_ROBIN' }));
    if (stageDrafts.length === 0) setStageDrafts([laterStageDraft()]);
  };
  const changeDrafts = (drafts: LaterStageDraft[]) => {
    setStageDrafts(drafts);
    // Without a later stage there is one stage again.
    if (drafts.length === 0) setMultiStage(false);
  };

  const submit = () => {
    // The plan's own rules are shown at their fields already: nothing to send until they hold.
    if (Object.keys(planErrors).length > 0) return;
    const body: FormatSection = {
      ...choice,
      stageType: multiStage ? 'MULTI_STAGE' : 'SIMPLE_STAGE',
      ...(multiStage ? { stages: laterStages, eliminatedTies } : {}),
      minParticipants: toNumber(numbers.minParticipants),
      maxParticipants: toNumber(numbers.maxParticipants),
      numberOfRounds: ROUNDS_FROM_LAYOUT.includes(choice.format) ? 0 : toNumber(numbers.numberOfRounds),
      thirdPlaceDecider: singleElimination && thirdPlaceDecider,
      numberOfGames: matchups ? toNumber(numbers.numberOfGames) : 1,
      lobbySize: matchups && !duel ? toNumber(numbers.lobbySize) : undefined,
      bestOf: duel ? bestOfPerRound : [],
      grandFinal: doubleElimination ? grandFinal : undefined,
      groupCount: roundRobin ? toNumber(numbers.groupCount) : undefined,
      roundRobinLegs: roundRobin ? legs : undefined,
      matchCheckIn: duel && checkIn.enabled ? { enabled: true, minutes: toNumber(checkIn.minutes) } : undefined,
      sides: duel && sides.enabled ? { names: [sides.first, sides.second], firstGame: sides.firstGame } : null,
      scoringSystem: {
        rankRanges: ranges.map((r) => ({
          startRank: toNumber(r.startRank),
          endRank: toNumber(r.endRank),
          points: toNumber(r.points),
        })),
        ingameMetrics: metrics.map((m) => ({ label: m.label, factor: toNumber(m.factor) })),
        winPoints: toNumber(points.winPoints),
        lossPoints: toNumber(points.lossPoints),
        byePoints: toNumber(points.byePoints),
        forfeitPenalty: toNumber(points.forfeitPenalty),
      },
    };
    save.mutate(body, { onSuccess: onSaved });
  };

  const shown = [
    'matchType',
    'format',
    'minParticipants',
    'maxParticipants',
    'numberOfRounds',
    'numberOfGames',
    'lobbySize',
    'grandFinal',
    'groupCount',
    'roundRobinLegs',
    'scoreReportingSystem',
    'seeding',
    'bestOf',
    'matchCheckIn.minutes',
    ...bestOfPerRound.map((_, i) => `bestOf.${i}`),
    'scoringSystem.rankRanges',
    'scoringSystem.ingameMetrics',
    'scoringSystem.winPoints',
    'scoringSystem.lossPoints',
    'scoringSystem.byePoints',
    'scoringSystem.forfeitPenalty',
    ...stageFieldPaths(stageDrafts, planned),
    ...ranges.flatMap((_, i) => ['startRank', 'endRank', 'points'].map((f) => `scoringSystem.rankRanges.${i}.${f}`)),
    ...metrics.flatMap((_, i) => ['label', 'factor'].map((f) => `scoringSystem.ingameMetrics.${i}.${f}`)),
  ];

  return (
    <SectionForm
      name="format"
      readOnly={readOnly}
      pending={save.isPending}
      onSubmit={submit}
      otherErrors={unplacedErrors(all, shown, PREFIX)}
    >
      <div className={styles.grid}>
        <SelectField
          label="Match type"
          name="matchType"
          value={choice.matchType}
          options={[
            { value: 'DUEL', label: 'Duel (1 vs 1)' },
            { value: 'FFA', label: 'Free for all' },
          ]}
          onValueChange={(matchType) => setChoice((c) => ({ ...c, matchType }))}
          error={errorAt('matchType')}
        />
        <SelectField
          label="Format"
          name="format"
          value={choice.format}
          options={FORMAT_CHOICES.filter((option) => !multiStage || FIRST_STAGE_FORMATS.includes(option.value))}
          onValueChange={(format) => setChoice((c) => ({ ...c, format }))}
          error={errorAt('format')}
        />
        <TextInput
          label="Minimum participants"
          name="minParticipants"
          inputMode="numeric"
          value={numbers.minParticipants}
          onValueChange={setNumber('minParticipants')}
          error={errorAt('minParticipants')}
        />
        <TextInput
          label="Maximum participants"
          name="maxParticipants"
          inputMode="numeric"
          value={numbers.maxParticipants}
          onValueChange={setNumber('maxParticipants')}
          error={errorAt('maxParticipants')}
        />
        {ROUNDS_FROM_LAYOUT.includes(choice.format) ? null : (
          <TextInput
            label="Number of rounds"
            name="numberOfRounds"
            inputMode="numeric"
            value={numbers.numberOfRounds}
            onValueChange={setNumber('numberOfRounds')}
            error={errorAt('numberOfRounds')}
          />
        )}
        {matchups ? (
          <TextInput
            label="Number of games"
            name="numberOfGames"
            inputMode="numeric"
            value={numbers.numberOfGames}
            onValueChange={setNumber('numberOfGames')}
            error={errorAt('numberOfGames')}
          />
        ) : null}
        {matchups && !duel ? (
          <TextInput
            label="Lobby size"
            name="lobbySize"
            inputMode="numeric"
            value={numbers.lobbySize}
            onValueChange={setNumber('lobbySize')}
            error={errorAt('lobbySize')}
          />
        ) : null}
        {doubleElimination ? (
          <SelectField
            label="Grand final"
            name="grandFinal"
            value={grandFinal}
            options={GRAND_FINAL_CHOICES}
            onValueChange={setGrandFinal}
            error={errorAt('grandFinal')}
          />
        ) : null}
        {roundRobin ? (
          <TextInput
            label="Number of groups"
            name="groupCount"
            inputMode="numeric"
            value={numbers.groupCount}
            onValueChange={setNumber('groupCount')}
            hint={`Filled by snake seeding; the largest group plays ${rounds.rounds} rounds`}
            error={errorAt('groupCount')}
          />
        ) : null}
        {roundRobin ? (
          <SelectField
            label="Each pair meets"
            name="roundRobinLegs"
            value={String(legs)}
            options={[
              { value: '1', label: 'Once' },
              { value: '2', label: 'Twice (home and away)' },
            ]}
            onValueChange={(text) => setLegs(Number(text))}
            error={errorAt('roundRobinLegs')}
          />
        ) : null}
        <SelectField
          label="Score reporting system"
          name="scoreReportingSystem"
          value={choice.scoreReportingSystem}
          options={[
            { value: 'SCORE', label: 'Score' },
            { value: 'RANK', label: 'Rank' },
          ]}
          onValueChange={(scoreReportingSystem) => setChoice((c) => ({ ...c, scoreReportingSystem }))}
          error={errorAt('scoreReportingSystem')}
        />
        <SelectField
          label="Seeding"
          name="seeding"
          value={choice.seeding}
          options={[
            { value: 'AUTO', label: 'Automatic' },
            { value: 'MANUAL', label: 'Manual' },
          ]}
          onValueChange={(seeding) => setChoice((c) => ({ ...c, seeding }))}
          error={errorAt('seeding')}
        />
      </div>
      {singleElimination ? (
        <CheckboxField
          label="Third-place decider match"
          name="thirdPlaceDecider"
          checked={thirdPlaceDecider}
          onChange={setThirdPlaceDecider}
        />
      ) : null}

      {duel ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            {multiStage ? 'Stage 1: ' : ''}
            {doubleElimination ? 'Best of, per winners round' : 'Best of, per round'}
          </legend>
          {doubleElimination ? (
            <p className={styles.muted}>
              The losers bracket plays the first round’s best-of; the grand final plays the winners final’s.
            </p>
          ) : null}
          <div className={styles.grid}>
            {bestOfPerRound.map((value, index) => (
              <SelectField
                key={index}
                label={bestOfNames[index]}
                name={`bestOf-${index}`}
                value={String(value)}
                options={BEST_OF_VALUES.map((n) => ({ value: String(n), label: `Best of ${n}` }))}
                onValueChange={(text) => setBestOf(bestOfPerRound.map((b, i) => (i === index ? Number(text) : b)))}
                error={errorAt(`bestOf.${index}`)}
              />
            ))}
          </div>
          <GroupError text={errorAt('bestOf')} />
        </fieldset>
      ) : null}

      {duel ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Sides</legend>
          <CheckboxField
            label="Games have two sides (White and Black, Blue and Red, Home and Away)"
            name="sidesEnabled"
            checked={sides.enabled}
            onChange={(enabled) => setSides((current) => ({ ...current, enabled }))}
          />
          {sides.enabled ? (
            <>
              <TextInput
                label="First side"
                name="sideFirst"
                value={sides.first}
                onValueChange={(first) => setSides((current) => ({ ...current, first }))}
                error={errorAt('sides.names.0')}
              />
              <TextInput
                label="Second side"
                name="sideSecond"
                value={sides.second}
                onValueChange={(second) => setSides((current) => ({ ...current, second }))}
                error={errorAt('sides.names.1')}
              />
              <SelectField
                label="First side in game 1"
                name="sidesFirstGame"
                value={sides.firstGame}
                options={[
                  { value: 'HIGHER_SEED', label: 'The higher seed (Swiss: FIDE colour rules)' },
                  { value: 'TOSS', label: 'A toss' },
                ]}
                onValueChange={(firstGame) => setSides((current) => ({ ...current, firstGame }))}
                error={errorAt('sides')}
              />
            </>
          ) : null}
        </fieldset>
      ) : null}

      {duel ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Match check-in</legend>
          <CheckboxField
            label="Players confirm they are present when their match is available"
            name="matchCheckIn"
            checked={checkIn.enabled}
            onChange={(enabled) => setCheckIn((current) => ({ ...current, enabled }))}
          />
          {checkIn.enabled ? (
            <TextInput
              label="Minutes to check in"
              name="matchCheckInMinutes"
              inputMode="numeric"
              hint={`A side that has not checked in by then loses by walkover (1 to ${MATCH_CHECK_IN_MINUTES_MAX})`}
              value={checkIn.minutes}
              onValueChange={(minutes) => setCheckIn((current) => ({ ...current, minutes }))}
              error={errorAt('matchCheckIn.minutes')}
            />
          ) : null}
        </fieldset>
      ) : null}

      <StagesFields
        multiStage={multiStage}
        onMultiStage={chooseStages}
        drafts={stageDrafts}
        onDrafts={changeDrafts}
        eliminatedTies={eliminatedTies}
        onEliminatedTies={setEliminatedTies}
        planned={planned}
        duel={duel}
        errorAt={errorAt}
      />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Scoring system</legend>
        <div className={styles.grid}>
          <TextInput
            label="Win points"
            name="winPoints"
            hint={roundRobin ? 'Per match won in a group (a duel always has a winner: no draws)' : undefined}
            inputMode="decimal"
            value={points.winPoints}
            onValueChange={setPoint('winPoints')}
            error={errorAt('scoringSystem.winPoints')}
          />
          <TextInput
            label="Loss points"
            name="lossPoints"
            inputMode="decimal"
            value={points.lossPoints}
            onValueChange={setPoint('lossPoints')}
            error={errorAt('scoringSystem.lossPoints')}
          />
          <TextInput
            label="Bye points"
            name="byePoints"
            inputMode="decimal"
            value={points.byePoints}
            onValueChange={setPoint('byePoints')}
            error={errorAt('scoringSystem.byePoints')}
          />
          <TextInput
            label="Forfeit penalty"
            name="forfeitPenalty"
            inputMode="decimal"
            value={points.forfeitPenalty}
            onValueChange={setPoint('forfeitPenalty')}
            hint="0 or less"
            error={errorAt('scoringSystem.forfeitPenalty')}
          />
        </div>

        <h3 className={styles.legend}>In-game rank ranges</h3>
        {ranges.map((range, index) => (
          <div key={index} className={styles.row}>
            <TextInput
              label="From rank"
              inputMode="numeric"
              value={range.startRank}
              onValueChange={(v) => setRanges((l) => l.map((r, i) => (i === index ? { ...r, startRank: v } : r)))}
              error={errorAt(`scoringSystem.rankRanges.${index}.startRank`)}
            />
            <TextInput
              label="To rank"
              inputMode="numeric"
              value={range.endRank}
              onValueChange={(v) => setRanges((l) => l.map((r, i) => (i === index ? { ...r, endRank: v } : r)))}
              error={errorAt(`scoringSystem.rankRanges.${index}.endRank`)}
            />
            <TextInput
              label="Points"
              inputMode="decimal"
              value={range.points}
              onValueChange={(v) => setRanges((l) => l.map((r, i) => (i === index ? { ...r, points: v } : r)))}
              error={errorAt(`scoringSystem.rankRanges.${index}.points`)}
            />
            <Button variant="ghost" size="sm" onClick={() => setRanges((l) => l.filter((_, i) => i !== index))}>
              Remove range
            </Button>
          </div>
        ))}
        <GroupError text={errorAt('scoringSystem.rankRanges')} />
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setRanges((l) => [...l, { startRank: '', endRank: '', points: '' }])}
          >
            Add rank range
          </Button>
        </div>

        <h3 className={styles.legend}>In-game metrics</h3>
        {metrics.map((metric, index) => (
          <div key={index} className={styles.row}>
            <TextInput
              label="Metric label"
              value={metric.label}
              maxLength={LABEL_MAX}
              onValueChange={(v) => setMetrics((l) => l.map((m, i) => (i === index ? { ...m, label: v } : m)))}
              error={errorAt(`scoringSystem.ingameMetrics.${index}.label`)}
            />
            <TextInput
              label="Factor"
              inputMode="decimal"
              value={metric.factor}
              onValueChange={(v) => setMetrics((l) => l.map((m, i) => (i === index ? { ...m, factor: v } : m)))}
              error={errorAt(`scoringSystem.ingameMetrics.${index}.factor`)}
            />
            <Button variant="ghost" size="sm" onClick={() => setMetrics((l) => l.filter((_, i) => i !== index))}>
              Remove metric
            </Button>
          </div>
        ))}
        <GroupError text={errorAt('scoringSystem.ingameMetrics')} />
        <div>
          <Button variant="secondary" size="sm" onClick={() => setMetrics((l) => [...l, { label: '', factor: '1' }])}>
            Add metric
          </Button>
        </div>
      </fieldset>
    </SectionForm>
  );
}
