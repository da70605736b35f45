// The registration modals of SPEC §3 and §5, solo and team: Discord id, in-game name, both terms, the minimum
// age, and for a team the captain's team and its players within the tournament's limits. Checked here first,
// then by the server, whose formFieldErrors show on the same fields; catalogue codes (already registered,
// full, closed…) arrive as banners through the API client's policy. The teams are given by the page, which
// composes the teams feature.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../src/ui/button.js';
import { Modal } from '../../../../src/ui/modal.js';
import { Select } from '../../../../src/ui/select.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { validationTexts } from '../../../../src/contract/validation-texts.js';
import { isApiError } from '../../../app/api/api-error.js';
import { useViewer } from '../../../app/session/use-viewer.js';
import { paths } from '../../../paths.js';
import { useRegisterSolo } from '../api/register-solo.js';
import { useRegisterTeam } from '../api/register-team.js';
import { CheckboxField } from './checkbox-field.js';
import {
  NICKNAME_MAX,
  emptyRegistration,
  soloBody,
  teamBody,
  validateRegistration,
  validateTeamChoice,
  type FieldErrors,
  type RegistrationValues,
} from './registration-form.js';
import * as styles from './tournament.css.js';
import { safeHref } from '../../../../src/contract/web-link.js';

export interface TeamPickerData {
  /** The viewer's teams where they are captain. */
  teams: Array<{ id: string; name: string }>;
  teamsLoading: boolean;
  selectedTeamId: string | null;
  onSelectTeam: (teamId: string | null) => void;
  /** Members of the selected team. */
  members: Array<{ userId: string; nickname: string }>;
  membersLoading: boolean;
}

export interface RegistrationModalProps {
  open: boolean;
  onClose: () => void;
  tournament: TournamentView;
  /** Present for TEAM_MATCH tournaments. */
  team?: TeamPickerData;
  /** The gated-access ticket's transaction, sent with the registration when set. */
  ticketTransactionId?: string;
  /** Rendered above the form, e.g. the gated-access ticket check. */
  before?: ReactNode;
  /** Keeps the submit button off, e.g. while the ticket is being checked. */
  submitDisabled?: boolean;
  onRegistered?: (tournament: TournamentView) => void;
}

export function RegistrationModal({
  open,
  onClose,
  tournament,
  team,
  ticketTransactionId,
  before,
  submitDisabled = false,
  onRegistered,
}: RegistrationModalProps) {
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const solo = useRegisterSolo(tournament.id);
  const teamRegistration = useRegisterTeam(tournament.id);
  const pending = solo.isPending || teamRegistration.isPending;
  const minimumAge = tournament.settings?.minimumAge ?? 13;
  const limits = tournament.settings?.teamOptions ?? { minPlayers: 1, maxPlayers: 100 };
  const selectedTeamId = team?.selectedTeamId ?? null;
  // Known once the chosen team's members are loaded: a team too small is said at once, not after submitting.
  const teamMembers = team && selectedTeamId && !team.membersLoading ? team.members.length : undefined;
  const teamTooSmall =
    teamMembers !== undefined && teamMembers < limits.minPlayers
      ? validationTexts.teamTooSmall(teamMembers, limits.minPlayers)
      : null;

  // Another team, other players.
  useEffect(() => setUserIds([]), [selectedTeamId]);

  // The Discord id saved on the profile is offered when the modal opens (the profile may load after the page);
  // what the player typed is never overwritten.
  const profileDiscord = useViewer().user?.linkedAccounts.discord ?? '';
  useEffect(() => {
    if (open && profileDiscord)
      setValues((current) => (current.discordNickname ? current : { ...current, discordNickname: profileDiscord }));
  }, [open, profileDiscord]);

  function set<K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  }

  function togglePlayer(userId: string, checked: boolean) {
    setUserIds((current) => (checked ? [...current, userId] : current.filter((id) => id !== userId)));
    setErrors(({ userIds: _fixed, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const choice = { teamId: selectedTeamId, userIds };
    const found = { ...validateRegistration(values), ...(team ? validateTeamChoice(choice, limits, teamMembers) : {}) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const registered =
        team && choice.teamId
          ? await teamRegistration.mutateAsync(
              teamBody(values, { ...choice, teamId: choice.teamId }, ticketTransactionId),
            )
          : await solo.mutateAsync(soloBody(values, ticketTransactionId));
      setValues(emptyRegistration());
      setUserIds([]);
      onRegistered?.(registered);
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.formFieldErrors) setErrors(failure.formFieldErrors);
    }
  }

  const termsLink = tournament.mainInformation?.termsOfUseLink;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={team ? `Register your team for ${tournament.name}` : `Register for ${tournament.name}`}
    >
      {before}
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Registration">
        {team ? (
          <>
            <Select
              label="Team"
              name="teamId"
              value={selectedTeamId ?? ''}
              options={[
                { value: '', label: 'Choose a team' },
                ...team.teams.map((option) => ({ value: option.id, label: option.name })),
              ]}
              onValueChange={(value) => {
                team.onSelectTeam(value || null);
                setErrors(({ teamId: _fixed, ...rest }) => rest);
              }}
              hidden={team.teams.length === 0}
              hint={
                !team.teamsLoading && team.teams.length === 0
                  ? 'You are not the captain of any team. Create a team or ask your captain to register it.'
                  : undefined
              }
              error={errors.teamId}
            />
            {team.teamsLoading ? <Spinner label="Loading your teams…" /> : null}
            {selectedTeamId ? (
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>
                  Players (
                  {limits.minPlayers === limits.maxPlayers
                    ? limits.minPlayers
                    : `${limits.minPlayers} to ${limits.maxPlayers}`}
                  )
                </legend>
                {team.membersLoading ? <Spinner label="Loading the players…" /> : null}
                {team.members.map((member) => (
                  <CheckboxField
                    key={member.userId}
                    name="userIds"
                    checked={userIds.includes(member.userId)}
                    onChange={(checked) => togglePlayer(member.userId, checked)}
                  >
                    {member.nickname}
                  </CheckboxField>
                ))}
                {(errors.userIds ?? teamTooSmall) ? (
                  <p className={styles.fieldError} role="alert" data-testid="team-rule">
                    {errors.userIds ?? teamTooSmall}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
          </>
        ) : null}
        <TextInput
          label="Discord nickname"
          name="discordNickname"
          value={values.discordNickname}
          onValueChange={(value) => set('discordNickname', value)}
          maxLength={NICKNAME_MAX}
          error={errors.discordNickname}
          autoComplete="off"
        />
        <TextInput
          label="In-game nickname"
          name="gameNickname"
          value={values.gameNickname}
          onValueChange={(value) => set('gameNickname', value)}
          maxLength={NICKNAME_MAX}
          error={errors.gameNickname}
          autoComplete="off"
        />
        <CheckboxField
          name="acceptedArenaTermsOfUse"
          checked={values.acceptedArenaTermsOfUse}
          onChange={(checked) => set('acceptedArenaTermsOfUse', checked)}
          error={errors.acceptedArenaTermsOfUse}
        >
          I accept the{' '}
          <Link to={`${paths.legal}#terms-of-use`} target="_blank" rel="noreferrer">
            Arena terms of use
          </Link>
        </CheckboxField>
        <CheckboxField
          name="acceptedTournamentTermsOfUse"
          checked={values.acceptedTournamentTermsOfUse}
          onChange={(checked) => set('acceptedTournamentTermsOfUse', checked)}
          error={errors.acceptedTournamentTermsOfUse}
        >
          I accept the{' '}
          {safeHref(termsLink) ? (
            <a href={safeHref(termsLink)} target="_blank" rel="noreferrer">
              tournament terms of use
            </a>
          ) : (
            'tournament terms of use'
          )}
        </CheckboxField>
        <CheckboxField
          name="isOldEnough"
          checked={values.isOldEnough}
          onChange={(checked) => set('isOldEnough', checked)}
          error={errors.isOldEnough}
        >
          I am at least {minimumAge} years old
        </CheckboxField>
        <div className={styles.formActions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending || submitDisabled}>
            {pending ? 'Registering…' : team ? 'Register team' : 'Register'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
