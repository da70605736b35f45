// Format section: match type and format, participants, rounds, games, score reporting and seeding, the options
// of double elimination (grand final) and round robin (groups, legs). Its self-contained groups are components
// beside it: best-of per round (best-of-fields.tsx), a duel's sides (sides-fields.tsx) and match check-in
// (match-check-in-fields.tsx), the stages of a multi-stage event (stages-fields.tsx) and the scoring system
// (scoring-system-fields.tsx). The rules are src/domain's (format-rules.ts, stage-format-rules.ts, stage-rules.ts):
// the server answers them at each field and the form shows them there; the stage plan's are checked as typed.
import { useState } from 'react';
import { TextInput } from '../../../../src/ui/text-input.js';
import {
  DEFAULT_GRAND_FINAL,
  DEFAULT_GROUP_COUNT,
  DEFAULT_ROUND_ROBIN_LEGS,
  type FormatSection,
  type TournamentView,
} from '../../../../src/contract/tournaments.js';
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
import { CheckboxField, SelectField } from './form-controls.js';
import { SectionForm } from './section-form.js';
import { BestOfFields } from './best-of-fields.js';
import { SidesFields, sidesBody, sidesDraft, sidesFieldPaths } from './sides-fields.js';
import { MatchCheckInFields, checkInBody, checkInDraft } from './match-check-in-fields.js';
import { ScoringSystemFields, scoringDraft, scoringFieldPaths, scoringSystemBody } from './scoring-system-fields.js';
import { StagesFields, stageFieldPaths } from './stages-fields.js';
import { sectionErrors } from './use-section-errors.js';
import * as styles from './tournament-admin.css.js';

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
  const [sides, setSides] = useState(() => sidesDraft(saved, tournament.game.code));
  const [checkIn, setCheckIn] = useState(() => checkInDraft(saved));
  const [scoring, setScoring] = useState(() => scoringDraft(saved));
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
      matchCheckIn: duel ? checkInBody(checkIn) : undefined,
      sides: duel ? sidesBody(sides) : null,
      scoringSystem: scoringSystemBody(scoring),
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
    ...(duel ? sidesFieldPaths(sides) : []),
    ...scoringFieldPaths(scoring),
    ...stageFieldPaths(stageDrafts, planned),
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
        <BestOfFields
          roundNames={bestOfNames}
          bestOf={bestOfPerRound}
          onBestOf={setBestOf}
          doubleElimination={doubleElimination}
          multiStage={multiStage}
          errorAt={errorAt}
        />
      ) : null}

      {duel ? <SidesFields sides={sides} onSides={setSides} errorAt={errorAt} /> : null}

      {duel ? <MatchCheckInFields checkIn={checkIn} onCheckIn={setCheckIn} errorAt={errorAt} /> : null}

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

      <ScoringSystemFields scoring={scoring} onScoring={setScoring} roundRobin={roundRobin} errorAt={errorAt} />
    </SectionForm>
  );
}
