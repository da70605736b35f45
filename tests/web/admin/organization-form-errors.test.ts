import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/app/api/api-error.js';
import { loadErrorTexts } from '../../../web/app/api/error-texts.js';
import { organizationFormErrors } from '../../../web/features/admin/components/organization-form-errors.js';

describe('organization form errors', () => {
  // A refusal reaches these functions through the API client, which has loaded the error texts by then.
  beforeAll(() => loadErrorTexts());

  it('puts organization codes on the field they are about', () => {
    const error = (message: string) => new ApiError(409, { statusCode: 409, message });
    expect(organizationFormErrors(error('ORGANIZATION-NAME-EXISTS'))).toEqual({
      name: 'An organization with this name already exists.',
    });
    expect(organizationFormErrors(error('ORGANIZATION-OWNER-NOT-FOUND'), 'ownerEmail')).toEqual({
      ownerEmail: 'No user was found with this e-mail.',
    });
    expect(organizationFormErrors(error('USER-ALREADY-ORGANIZATION-ADMIN'), 'ownerEmail')).toEqual({
      ownerEmail: 'This user is already the admin of another organization.',
    });
    expect(organizationFormErrors(error('ORGANIZATION-USER-NOT-FOUND-BY-EMAIL'))).toEqual({
      email: 'No user was found with this e-mail.',
    });
  });

  it('keeps server field errors and falls back to a form-level message', () => {
    expect(
      organizationFormErrors(
        new ApiError(400, {
          statusCode: 400,
          message: 'VALIDATION-FAILED',
          formFieldErrors: { ownerEmail: 'Invalid e-mail' },
        }),
      ),
    ).toEqual({ ownerEmail: 'Invalid e-mail' });
    expect(organizationFormErrors(new ApiError(500, { statusCode: 500, message: 'INTERNAL-ERROR' }))).toEqual({
      form: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(organizationFormErrors(new Error('network'))).toEqual({
      form: 'An unexpected error occurred. Please try again.',
    });
  });
});
