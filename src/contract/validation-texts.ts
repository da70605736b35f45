// The generic validation texts of SPEC §5, shared by the server (formFieldErrors) and the web forms.

const players = (count: number) => `${count} player${count === 1 ? '' : 's'}`;

function teamRange(minPlayers: number, maxPlayers: number): string {
  return minPlayers === maxPlayers ? players(minPlayers) : `${minPlayers} to ${players(maxPlayers)}`;
}

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
  futureDate: 'Choose a date in the future.',
  invalidFormat: 'Invalid format',
  invalidValue: 'Invalid value',
  tooShort: 'Too short',
  tooLong: 'Too long',
  /** Team registration: which of the tournament's team rules the choice breaks. */
  teamTooSmall: (members: number, minPlayers: number) =>
    `Your team has ${members} member${members === 1 ? '' : 's'}; this tournament needs at least ${players(minPlayers)} per team.`,
  tooFewPlayers: (minPlayers: number, maxPlayers: number) =>
    `Choose at least ${players(minPlayers)}: this tournament takes ${teamRange(minPlayers, maxPlayers)} per team.`,
  tooManyPlayers: (minPlayers: number, maxPlayers: number) =>
    `Choose at most ${players(maxPlayers)}: this tournament takes ${teamRange(minPlayers, maxPlayers)} per team.`,
} as const;
