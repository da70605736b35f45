// The generic validation texts of SPEC §5, shared by the server (formFieldErrors) and the web forms.

export const validationTexts = {
  required: 'This field is required.',
  minLength: (length: number) => `Field must have at least ${length} characters.`,
  maxLength: (length: number) => `The value cannot exceed ${length} characters.`,
  positive: 'This value must be positive.',
  minValue: (minValue: number | string) => `The minimum value allowed is ${minValue}.`,
  maxValue: (maxValue: number | string) => `The maximum value allowed is ${maxValue}.`,
  duplicateEmail: (email: string) => `Email ${email} is duplicate.`,
  invalidEmail: 'Invalid e-mail',
  invalidLink: 'Invalid link',
  invalidDate: 'Invalid date',
  invalidFormat: 'Invalid format',
  invalidValue: 'Invalid value',
  tooShort: 'Too short',
  tooLong: 'Too long',
} as const;
