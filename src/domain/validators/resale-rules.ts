// Uniq factory resale rules (SPEC §5, §9): the minimum resale price stays below 1,000,000,000 UOS and the
// beneficiaries together take at most 70 percent of the revenue.

import { parseUos, tryParseUos } from '../uos.js';
import * as msg from '../validation-messages.js';
import { addError, type FieldErrors, isFiniteNumber } from './field-checks.js';

export const MAX_RESALE_PRICE_UNITS = parseUos('1000000000');
export const MAX_RESALE_SHARE_PERCENT = 70;

export interface ResaleInput {
  /** UOS decimal string. */
  minimumResalePrice?: string;
  beneficiaries: readonly { account: string; sharePercent: number }[];
}

export function validateResale(input: ResaleInput): FieldErrors {
  const errors: FieldErrors = {};
  if (input.minimumResalePrice !== undefined && input.minimumResalePrice !== '') {
    const units = tryParseUos(input.minimumResalePrice);
    if (units === null) addError(errors, 'minimumResalePrice', msg.INVALID_VALUE);
    else if (units < 0n) addError(errors, 'minimumResalePrice', msg.MUST_BE_POSITIVE);
    else if (units >= MAX_RESALE_PRICE_UNITS) addError(errors, 'minimumResalePrice', msg.RESALE_PRICE_TOO_HIGH);
  }
  let total = 0;
  input.beneficiaries.forEach((b, i) => {
    if (!b.account || b.account.trim() === '') addError(errors, `beneficiaries.${i}.account`, msg.REQUIRED);
    if (!isFiniteNumber(b.sharePercent)) addError(errors, `beneficiaries.${i}.sharePercent`, msg.INVALID_NUMBER);
    else if (b.sharePercent <= 0) addError(errors, `beneficiaries.${i}.sharePercent`, msg.MUST_BE_POSITIVE);
    else total += b.sharePercent;
  });
  // Shares are percentages with at most a few decimals; compare in hundredths to avoid float drift.
  if (Math.round(total * 100) > MAX_RESALE_SHARE_PERCENT * 100)
    addError(errors, 'beneficiaries', msg.RESALE_SHARE_TOO_HIGH);
  return errors;
}
