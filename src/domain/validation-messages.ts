// The texts field errors carry (SPEC §5). Validators return Record<fieldPath, text>, which the API sends as
// `formFieldErrors` and the web app shows under the field; keeping every text here keeps them consistent.

export const REQUIRED = 'This field is required.';
export const minLength = (length: number): string => `Field must have at least ${length} characters.`;
export const maxLength = (length: number): string => `The value cannot exceed ${length} characters.`;
export const MUST_BE_POSITIVE = 'This value must be positive.';
export const minValue = (value: number | string): string => `The minimum value allowed is ${value}.`;
export const maxValue = (value: number | string): string => `The maximum value allowed is ${value}.`;
export const duplicateEmail = (email: string): string => `Email ${email} is duplicate.`;
export const INVALID_EMAIL = 'Invalid e-mail';
export const INVALID_LINK = 'Invalid link';
export const INVALID_DATE = 'Invalid date';
export const INVALID_FORMAT = 'Invalid format';
export const INVALID_VALUE = 'Invalid value';
export const TOO_SHORT = 'Too short';
export const TOO_LONG = 'Too long';

// Scoring (SPEC §5).
export const RANK_ALREADY_ASSIGNED = 'Rank already assigned';
export const INVALID_NUMBER = 'Please enter a valid number';
export const INVALID_RANK = 'Please enter a valid rank';
export const START_RANK_BEFORE_END_RANK = 'Starting rank must be less than end rank';
export const LESS_THAN_1024 = 'Value must be less than 1024';
export const GREATER_THAN_MINUS_1024 = 'Value must be greater than -1024';
export const PENALTY_AT_MOST_ZERO = 'Penalties must be 0 or less';
export const WIN_AT_LEAST_BYE = 'Win points must be at least bye points';
export const WIN_GREATER_THAN_LOSS = 'Win points must be greater than loss points';
export const BYE_GREATER_THAN_LOSS = 'Bye points must be greater than loss points';
export const METRIC_ALREADY_ASSIGNED = 'Metric already assigned';
export const VALID_LABEL_REQUIRED = 'A valid label is required';
export const INGAME_FACTOR_METRICS = 'In-game factor metrics must be set correctly';
export const INGAME_RANK_AND_METRIC_MANDATORY = 'In-game rank and metric are mandatory';
export const RANK_SCALE_NEEDS_RULE = 'Minimum players or at least one rule is needed for the in-game rank scale';
export const RANK_SCALE_NOT_FOR_TEAMS = 'Rank Point Scale not accepted for team option';

// Seeding.
export const SEED_ALREADY_USED = 'Seed already used';

// Schedule.
export const DATE_IN_FUTURE = 'The date must be in the future';
export const END_AFTER_START = 'The end date must be after the start date';
export const CHECKIN_AFTER_REGISTRATION = 'Check-in must start after registration ends';
export const SEEDING_AFTER_CHECKIN = 'Seeding must start after check-in ends';
export const FIRST_ROUND_AFTER_CHECKIN_OR_SEEDING = 'The first round must start after check-in and seeding end';
export const ROUND_AFTER_PREVIOUS = 'Each round must start after the previous one ends';
export const ROUND_BREAK_NEEDS_PACE = 'A break between rounds applies only when rounds start as soon as ready';
export const CHECKIN_TO_FIRST_ROUND_TOO_LONG = 'At most 2 hours are allowed between check-in and the first round';
export const longerThanRound = (what: 'match' | 'game', roundMinutes: number): string =>
  `The ${what} duration cannot be longer than the round (${roundMinutes} minutes)`;

// Format and links.
export const SINGLE_ELIMINATION_NOT_POINTS = 'A single elimination tournament cannot be linked to a POINTS leaderboard';
export const DOUBLE_ELIMINATION_NOT_POINTS = 'A double elimination tournament cannot be linked to a POINTS leaderboard';
export const MATCHUPS_NOT_RANK = 'A matchups tournament cannot be linked to a RANK leaderboard';

// Access, prizes, resale, partners.
export const GATED_ACCESS_NEEDS_FACTORY = 'Gated access needs at least one Uniq Factory';
export const PRIZE_NEEDS_REWARD = 'A prize needs a reward of UOS or Uniqs';
export const UNIQ_AMOUNT_MULTIPLE_OF_PLAYERS =
  'The Uniq amount must equal or be a multiple of the players number in the rank';
export const RESALE_PRICE_TOO_HIGH = 'The maximum resale price must be below 1,000,000,000';
export const RESALE_SHARE_TOO_HIGH = 'Resale beneficiaries can share at most 70 percent of the revenue';
export const TOO_MANY_PARTNERS = 'A tournament can have at most 12 partners';

// Stages (issue 31 §2).
export const FIRST_STAGE_FORMAT = 'The first stage of several must be round robin, Swiss or matchups';
export const LATER_STAGE_FORMAT = 'A later stage must be single or double elimination, or round robin groups';
export const KNOCKOUT_ENDS_EVENT = 'A knockout stage must be the last stage';
export const nextStageNeeds = (entrants: number): string => `The next stage needs at least ${entrants} entrants`;
export const SIDES_MUST_DIFFER = 'The two sides need different names';
export const SIDES_NEED_DUELS = 'Sides apply to duels only';
