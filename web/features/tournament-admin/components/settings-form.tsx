// Tournament settings section: solo or team (players per team), open or gated by Uniq factories with the
// rule and single use of key, score screenshots, hidden flag and minimum age (13 at least).
import { useState } from 'react';
import { TextInput } from '../../../../src/ui/text-input.js';
import {
  DEFAULT_TEAM_OPTIONS,
  type SettingsSection,
  type TournamentView,
} from '../../../../src/contract/tournaments.js';
import { MINIMUM_AGE } from '../../../../src/domain/validators/tournament-rules.js';
import { useSaveSection } from '../api/save-section.js';
import { unplacedErrors } from '../model/field-errors.js';
import { fromNumber, toNumber } from '../model/form-numbers.js';
import { CheckboxField, GroupError, SelectField } from './form-controls.js';
import { SectionForm } from './section-form.js';
import type { UniqFactoryOption } from './uniq-factory-option.js';
import { sectionErrors } from './use-section-errors.js';
import * as styles from './tournament-admin.css.js';

const SHOWN = [
  'participantType',
  'teamOptions',
  'teamOptions.playersPerTeam',
  'teamOptions.minPlayers',
  'teamOptions.maxPlayers',
  'accessType',
  'uniqFactoryIds',
  'uniqFactoryRule',
  'singleUseOfKey',
  'scoreScreenshotRequired',
  'hidden',
  'minimumAge',
];

export function SettingsForm({
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
  const saved = tournament.settings;
  const [participantType, setParticipantType] = useState<SettingsSection['participantType']>(
    saved?.participantType ?? 'SOLO_MATCH',
  );
  const [team, setTeam] = useState({
    playersPerTeam: fromNumber(saved?.teamOptions?.playersPerTeam ?? DEFAULT_TEAM_OPTIONS.playersPerTeam),
    minPlayers: fromNumber(saved?.teamOptions?.minPlayers ?? DEFAULT_TEAM_OPTIONS.minPlayers),
    maxPlayers: fromNumber(saved?.teamOptions?.maxPlayers ?? DEFAULT_TEAM_OPTIONS.maxPlayers),
  });
  const [accessType, setAccessType] = useState<SettingsSection['accessType']>(saved?.accessType ?? 'OPEN');
  const [factoryIds, setFactoryIds] = useState<string[]>(saved?.uniqFactoryIds ?? []);
  const [rule, setRule] = useState<NonNullable<SettingsSection['uniqFactoryRule']>>(
    saved?.uniqFactoryRule ?? 'AT_LEAST_ONE_FACTORY',
  );
  const [flags, setFlags] = useState({
    singleUseOfKey: saved?.singleUseOfKey ?? false,
    scoreScreenshotRequired: saved?.scoreScreenshotRequired ?? false,
    hidden: saved?.hidden ?? false,
  });
  const [minimumAge, setMinimumAge] = useState(fromNumber(saved?.minimumAge ?? MINIMUM_AGE));
  const save = useSaveSection(tournament.id, 'settings');
  const { errorAt, all } = sectionErrors(save.error);
  const gated = accessType === 'GATED_ACCESS';
  // Ids saved earlier that are not among the organization's factories stay selectable.
  const options: UniqFactoryOption[] = [
    ...factories,
    ...factoryIds.filter((id) => !factories.some((f) => f.id === id)).map((id) => ({ id, label: `Factory #${id}` })),
  ];

  const submit = () => {
    const body: SettingsSection = {
      participantType,
      teamOptions:
        participantType === 'TEAM_MATCH'
          ? {
              playersPerTeam: toNumber(team.playersPerTeam),
              minPlayers: toNumber(team.minPlayers),
              maxPlayers: toNumber(team.maxPlayers),
            }
          : undefined,
      accessType,
      uniqFactoryIds: gated ? factoryIds : [],
      uniqFactoryRule: gated ? rule : undefined,
      singleUseOfKey: gated && flags.singleUseOfKey,
      scoreScreenshotRequired: flags.scoreScreenshotRequired,
      hidden: flags.hidden,
      minimumAge: toNumber(minimumAge),
    };
    save.mutate(body, { onSuccess: onSaved });
  };

  return (
    <SectionForm
      name="settings"
      readOnly={readOnly}
      pending={save.isPending}
      onSubmit={submit}
      otherErrors={unplacedErrors(all, SHOWN)}
    >
      <div className={styles.grid}>
        <SelectField
          label="Participant type"
          name="participantType"
          value={participantType}
          options={[
            { value: 'SOLO_MATCH', label: 'Solo' },
            { value: 'TEAM_MATCH', label: 'Team' },
          ]}
          onValueChange={setParticipantType}
          error={errorAt('participantType')}
        />
        <SelectField
          label="Access"
          name="accessType"
          value={accessType}
          options={[
            { value: 'OPEN', label: 'Open' },
            { value: 'GATED_ACCESS', label: 'Gated by Uniqs' },
          ]}
          onValueChange={setAccessType}
          error={errorAt('accessType')}
        />
        <TextInput
          label="Minimum age"
          name="minimumAge"
          inputMode="numeric"
          value={minimumAge}
          onValueChange={setMinimumAge}
          hint={`${MINIMUM_AGE} at least`}
          error={errorAt('minimumAge')}
        />
      </div>

      {participantType === 'TEAM_MATCH' ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Players per team</legend>
          <div className={styles.grid}>
            <TextInput
              label="Players per team"
              name="playersPerTeam"
              inputMode="numeric"
              value={team.playersPerTeam}
              onValueChange={(v) => setTeam((t) => ({ ...t, playersPerTeam: v }))}
              error={errorAt('teamOptions.playersPerTeam')}
            />
            <TextInput
              label="Minimum players"
              name="minPlayers"
              inputMode="numeric"
              value={team.minPlayers}
              onValueChange={(v) => setTeam((t) => ({ ...t, minPlayers: v }))}
              error={errorAt('teamOptions.minPlayers')}
            />
            <TextInput
              label="Maximum players"
              name="maxPlayers"
              inputMode="numeric"
              value={team.maxPlayers}
              onValueChange={(v) => setTeam((t) => ({ ...t, maxPlayers: v }))}
              error={errorAt('teamOptions.maxPlayers')}
            />
          </div>
          <GroupError text={errorAt('teamOptions')} />
        </fieldset>
      ) : null}

      {gated ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Gated access</legend>
          {options.length === 0 ? (
            <p className={styles.muted}>
              Your organization has no Uniq factory yet: create one under Your Organization → Uniqs.
            </p>
          ) : null}
          {options.map((factory) => (
            <CheckboxField
              key={factory.id}
              name={`factory-${factory.id}`}
              label={factory.label}
              checked={factoryIds.includes(factory.id)}
              onChange={(checked) =>
                setFactoryIds((list) => (checked ? [...list, factory.id] : list.filter((id) => id !== factory.id)))
              }
            />
          ))}
          <GroupError text={errorAt('uniqFactoryIds')} />
          <SelectField
            label="Rule"
            name="uniqFactoryRule"
            value={rule}
            options={[
              { value: 'AT_LEAST_ONE_FACTORY', label: 'A Uniq of at least one factory' },
              { value: 'FOR_EACH_FACTORY', label: 'A Uniq of each factory' },
            ]}
            onValueChange={setRule}
            error={errorAt('uniqFactoryRule')}
          />
          <CheckboxField
            label="Single use of key (the ticket Uniq admits once)"
            name="singleUseOfKey"
            checked={flags.singleUseOfKey}
            onChange={(v) => setFlags((f) => ({ ...f, singleUseOfKey: v }))}
            error={errorAt('singleUseOfKey')}
          />
        </fieldset>
      ) : null}

      <CheckboxField
        label="Score screenshot required"
        name="scoreScreenshotRequired"
        checked={flags.scoreScreenshotRequired}
        onChange={(v) => setFlags((f) => ({ ...f, scoreScreenshotRequired: v }))}
      />
      <CheckboxField
        label="Hidden (not listed on /tournaments)"
        name="hidden"
        checked={flags.hidden}
        onChange={(v) => setFlags((f) => ({ ...f, hidden: v }))}
      />
    </SectionForm>
  );
}
