// The registration modals' rules (SPEC §5): Discord id and in-game name given, both terms accepted, the
// minimum age confirmed; for a team, a team and a number of players within the tournament's limits. The
// error keys are the body's field names, so the server's formFieldErrors land on the same fields.
import { validationTexts } from '../../../../src/contract/validation-texts.js';
import type { SoloRegistrationBody, TeamRegistrationBody } from '../../../../src/contract/tournaments.js';

export const NICKNAME_MAX = 256;

export interface RegistrationValues {
  discordNickname: string;
  gameNickname: string;
  acceptedArenaTermsOfUse: boolean;
  acceptedTournamentTermsOfUse: boolean;
  isOldEnough: boolean;
}

export const emptyRegistration = (): RegistrationValues => ({
  discordNickname: '',
  gameNickname: '',
  acceptedArenaTermsOfUse: false,
  acceptedTournamentTermsOfUse: false,
  isOldEnough: false,
});

export interface TeamChoice {
  teamId: string | null;
  userIds: string[];
}

export type FieldErrors = Record<string, string>;

function nicknameError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return validationTexts.required;
  if (trimmed.length > NICKNAME_MAX) return validationTexts.maxLength(NICKNAME_MAX);
  return undefined;
}

export function validateRegistration(values: RegistrationValues): FieldErrors {
  const errors: FieldErrors = {};
  const discord = nicknameError(values.discordNickname);
  if (discord) errors.discordNickname = discord;
  const game = nicknameError(values.gameNickname);
  if (game) errors.gameNickname = game;
  if (!values.acceptedArenaTermsOfUse) errors.acceptedArenaTermsOfUse = validationTexts.required;
  if (!values.acceptedTournamentTermsOfUse) errors.acceptedTournamentTermsOfUse = validationTexts.required;
  if (!values.isOldEnough) errors.isOldEnough = validationTexts.required;
  return errors;
}

/** The team rule a choice breaks, in words: a team too small for the tournament, too few or too many players. */
export function validateTeamChoice(
  choice: TeamChoice,
  limits: { minPlayers: number; maxPlayers: number },
  teamMembers?: number,
): FieldErrors {
  if (!choice.teamId) return { teamId: validationTexts.required };
  if (teamMembers !== undefined && teamMembers < limits.minPlayers) {
    return { userIds: validationTexts.teamTooSmall(teamMembers, limits.minPlayers) };
  }
  const count = new Set(choice.userIds).size;
  if (count < limits.minPlayers)
    return { userIds: validationTexts.tooFewPlayers(limits.minPlayers, limits.maxPlayers) };
  if (count > limits.maxPlayers)
    return { userIds: validationTexts.tooManyPlayers(limits.minPlayers, limits.maxPlayers) };
  return {};
}

/** The solo body: trimmed names, isOldEnough only when true (SPEC §5), the ticket only when there is one. */
export function soloBody(
  values: RegistrationValues,
  ticketTransactionId?: string,
): SoloRegistrationBody & { ticketTransactionId?: string } {
  const body: SoloRegistrationBody & { ticketTransactionId?: string } = {
    discordNickname: values.discordNickname.trim(),
    gameNickname: values.gameNickname.trim(),
    acceptedArenaTermsOfUse: values.acceptedArenaTermsOfUse,
    acceptedTournamentTermsOfUse: values.acceptedTournamentTermsOfUse,
  };
  if (values.isOldEnough) body.isOldEnough = true;
  if (ticketTransactionId) body.ticketTransactionId = ticketTransactionId;
  return body;
}

export function teamBody(
  values: RegistrationValues,
  choice: TeamChoice & { teamId: string },
  ticketTransactionId?: string,
): TeamRegistrationBody & { ticketTransactionId?: string } {
  return { ...soloBody(values, ticketTransactionId), teamId: choice.teamId, userIds: [...new Set(choice.userIds)] };
}
