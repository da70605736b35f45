// @vitest-environment jsdom
// Issue 26 §5.10: a refused wallet link says why under the Link button, by its catalogue text (SPEC §8): a chain
// account already linked to someone else is named as such, not "The link could not be completed.".
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/app/api/api-error.js';
import { loadErrorTexts } from '../../../web/app/api/error-texts.js';
import { linkErrorText } from '../../../web/features/wallet/components/wallet-panel.js';

describe('wallet link refusal text', () => {
  // A refusal reaches these functions through the API client, which has loaded the error texts by then.
  beforeAll(() => loadErrorTexts());

  it('names a chain account that belongs to another Arena user', () => {
    const refused = new ApiError(409, { statusCode: 409, message: 'WALLET-ALREADY-LINKED' });
    expect(linkErrorText(refused)).toBe('This chain account is already linked to another Arena user.');
  });

  it('gives every other refusal its own catalogue text', () => {
    const expired = new ApiError(400, { statusCode: 400, message: 'WALLET-CHALLENGE-EXPIRED' });
    expect(linkErrorText(expired)).toBe('This link request has expired. Please try again.');
  });

  it('keeps the wallet-side failure wording for errors that are not the server’s', () => {
    expect(linkErrorText(new Error('Arena Wallet is not installed.'))).toBe('The link could not be completed.');
  });
});
