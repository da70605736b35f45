// Main information and settings rules (SPEC §5, §9): names, partners, minimum age and gated access.

import type { AccessType, Partner } from '../types.js';
import * as msg from '../validation-messages.js';
import { addError, checkText, type FieldErrors, isFiniteNumber } from './field-checks.js';

export const NAME_MIN_LENGTH = 1;
export const NAME_MAX_LENGTH = 256;
export const MAX_PARTNERS = 12;
export const MINIMUM_AGE = 13;
/** The highest minimum age an organizer may ask for: above it nobody could take part. */
export const MAXIMUM_AGE = 99;

export interface MainInformationInput {
  name: string;
  subtitle?: string;
  partners?: readonly Partner[];
}

export function validateMainInformation(input: MainInformationInput): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', input.name, NAME_MIN_LENGTH, NAME_MAX_LENGTH);
  if (input.subtitle !== undefined && input.subtitle !== '') {
    checkText(errors, 'subtitle', input.subtitle, NAME_MIN_LENGTH, NAME_MAX_LENGTH);
  }
  const partners = input.partners ?? [];
  if (partners.length > MAX_PARTNERS) addError(errors, 'partners', msg.TOO_MANY_PARTNERS);
  partners.forEach((partner, i) => {
    checkText(errors, `partners.${i}.name`, partner.name, NAME_MIN_LENGTH, NAME_MAX_LENGTH);
    if (partner.website && !/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(partner.website)) {
      addError(errors, `partners.${i}.website`, msg.INVALID_LINK);
    }
  });
  return errors;
}

export interface SettingsInput {
  accessType: AccessType;
  uniqFactoryIds?: readonly string[];
  minimumAge: number;
}

export function validateSettings(input: SettingsInput): FieldErrors {
  const errors: FieldErrors = {};
  if (
    input.accessType === 'GATED_ACCESS' &&
    (input.uniqFactoryIds ?? []).filter((id) => id.trim() !== '').length === 0
  ) {
    addError(errors, 'uniqFactoryIds', msg.GATED_ACCESS_NEEDS_FACTORY);
  }
  if (input.minimumAge === undefined || input.minimumAge === null) addError(errors, 'minimumAge', msg.REQUIRED);
  else if (!isFiniteNumber(input.minimumAge) || !Number.isInteger(input.minimumAge))
    addError(errors, 'minimumAge', msg.INVALID_VALUE);
  else if (input.minimumAge < MINIMUM_AGE) addError(errors, 'minimumAge', msg.minValue(MINIMUM_AGE));
  else if (input.minimumAge > MAXIMUM_AGE) addError(errors, 'minimumAge', msg.maxValue(MAXIMUM_AGE));
  return errors;
}

/** Leaderboard general information: name at least 3 characters, subname 1–256 when given. */
export function validateLeaderboardInformation(input: { name: string; subname?: string }): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', input.name, 3, NAME_MAX_LENGTH);
  if (input.subname !== undefined && input.subname !== '')
    checkText(errors, 'subname', input.subname, 1, NAME_MAX_LENGTH);
  return errors;
}
