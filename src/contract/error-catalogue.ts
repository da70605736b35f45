// Every error code the API can answer with (SPEC §8), and the text a person reads for it.
// The server sends only the code; the web app looks the text up here, so both always agree.

import { EARLY_ERROR_TEXTS } from './early-error-texts.js';

export const ERROR_CATALOGUE = {
  // Standard
  'NOT-FOUND': 'We could not find what you were looking for.',
  'BAD-REQUEST': 'The request could not be understood. Please check what you entered and try again.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have access to this.',
  'INTERNAL-ERROR': 'Something went wrong on our side. Please try again in a moment.',
  'NO-ACCESS-TO-SERVICE': 'You do not have access to this service.',
  'CANNOT-ACCESS-APP': EARLY_ERROR_TEXTS['CANNOT-ACCESS-APP'],
  'PAYLOAD-TOO-LARGE': EARLY_ERROR_TEXTS['PAYLOAD-TOO-LARGE'],
  'UNSUPPORTED-MEDIA-TYPE': 'That kind of content is not accepted here.',
  'TOO-MANY-REQUESTS': 'Too many attempts. Please wait a minute and try again.',
  'VALIDATION-FAILED': 'Some fields need your attention.',
  'JSON-TOO-DEEP': 'The request is nested too deeply to be read.',

  // Authentication
  'AUTHENTICATION-FAILED': 'Signing in failed. Please try again.',
  'INVALID-AUTHORIZATION-CODE': 'This sign-in link has expired. Please sign in again.',
  'LOGIN-STATE-MISMATCH': 'This sign-in was not started from this browser, so it was stopped. Please sign in again.',

  // Users
  'USER-CREATION-ERROR': 'We could not create your account. Please try again.',
  'USER-UPDATE-ERROR': 'We could not save your profile. Please try again.',
  'USER-NOT-FOUND': 'This player does not exist.',
  'LINKED-ACCOUNTS-FETCH-ERROR': 'We could not load your linked accounts.',
  'GAMING-ACCOUNTS-FETCH-ERROR': 'We could not load your gaming accounts.',
  'AVATAR-INVALID-FORMAT': EARLY_ERROR_TEXTS['AVATAR-INVALID-FORMAT'],
  'AVATAR-TOO-SMALL': 'This picture is too small. Please use one of at least 128 × 128 pixels.',
  'AVATAR-TOO-LARGE': EARLY_ERROR_TEXTS['AVATAR-TOO-LARGE'],
  'AVATAR-URL-UNREACHABLE': 'We could not download a picture from that address.',
  'EMAIL-NOT-VERIFIED':
    'Your e-mail address is not verified yet. Invitations and roles sent by e-mail go only to a verified address: open Your Profile and send yourself a verification link.',
  'EMAIL-VERIFIED-BY-PROVIDER':
    'Your sign-in provider verifies your e-mail address: verify it there, then sign out of Arena and in again.',
  'WALLET-ALREADY-LINKED': 'This chain account is already linked to another Arena user.',
  'WALLET-SIGNATURE-INVALID': 'The wallet signature could not be verified.',
  'WALLET-CHALLENGE-EXPIRED': 'This link request has expired. Please try again.',
  'WALLET-ACCOUNT-NOT-FOUND': 'This account does not exist on the chain.',
  'WALLET-KEY-NOT-IN-ACCOUNT': 'The key that signed is not a key of this account.',
  'CHAIN-ACCOUNT-TAKEN': 'A chain account was already created for you.',
  'CHAIN-FEATURE-UNAVAILABLE': 'This is only available on the development chain.',
  'FAUCET-COOLDOWN': 'You received demo UOS a moment ago. Please wait a few minutes.',
  'CHAIN-UNAVAILABLE': 'The blockchain cannot be reached right now. Please try again.',

  // Disciplines
  'DISCIPLINE-NOT-FOUND': 'This game does not exist.',
  'INVALID-DISCIPLINE-CODE': 'This game code is not valid.',

  // Tournaments
  'TOURNAMENT-NOT-FOUND': 'This tournament does not exist.',
  'TOURNAMENT-FEED-NOT-PUBLIC': 'This tournament is not public, so it has no live feed.',
  'TOURNAMENT-CREATION-ERROR': 'We could not create the tournament.',
  'TOURNAMENT-PUBLISH-ERROR': 'We could not publish the tournament.',
  'TOURNAMENT-ALREADY-PUBLISHED': 'This tournament is already published.',
  'TOURNAMENT-BAD-DATA': 'The tournament data is not valid.',
  'TOURNAMENT-MAIN-INFO-INCOMPLETE': 'Cannot publish. Mandatory information missing in the main information.',
  'TOURNAMENT-SETTINGS-INCOMPLETE': 'Cannot publish. Mandatory information missing in the tournament settings.',
  'TOURNAMENT-FORMAT-INCOMPLETE': 'Cannot publish. Mandatory information missing in the format.',
  'TOURNAMENT-SCHEDULE-INCOMPLETE': 'Cannot publish. Mandatory information missing in the schedule.',
  'TOURNAMENT-MAIN-INFO-INVALID': 'The main information is not valid.',
  'TOURNAMENT-SETTINGS-INVALID': 'The tournament settings are not valid.',
  'TOURNAMENT-FORMAT-INVALID': 'The format is not valid.',
  'TOURNAMENT-SCHEDULE-INVALID': 'The schedule is not valid.',
  'TOURNAMENT-START-DATE-PASSED': 'The start date of this tournament has already passed.',
  'TOURNAMENT-SECTION-LOCKED': 'This section is locked because the tournament is published.',
  'TOURNAMENT-NOT-EDITABLE': 'This tournament can no longer be changed.',
  'USER-ALREADY-REGISTERED': 'You are already registered for this tournament.',
  'TOURNAMENT-REGISTRATION-FULL': 'This tournament is full.',
  // Not named by SPEC §8 (which only says a ban is irreversible, §6): a banned player or team is refused here.
  'TOURNAMENT-PARTICIPANT-BANNED':
    'The organizer of this tournament has banned you (or your team) from its tournaments.',
  'TOURNAMENT-REGISTRATION-CLOSED': 'Registration for this tournament is closed.',
  'TOURNAMENT-NOT-REGISTERED': 'You are not registered for this tournament.',
  'TOURNAMENT-MINIMUM-AGE': 'You must confirm you are old enough to take part.',
  'TOURNAMENT-TERMS-NOT-ACCEPTED': 'Please accept the terms of use.',
  'TOO-MANY-PARTNERS': 'A tournament can have at most 12 partners.',
  'TOURNAMENT-NOT-IN-PAUSING-WINDOW': 'The tournament can only be paused during the pausing window.',
  'TOURNAMENT-NOT-IN-RESUMING-WINDOW': 'The tournament can only be resumed during the resuming period.',
  'TOURNAMENT-NOT-IN-SKIPPING-WINDOW': 'The round can only be skipped during the skipping window.',
  'TOURNAMENT-ALREADY-PAUSED': 'The tournament is already paused.',
  'TOURNAMENT-NOT-PAUSED': 'The tournament is not paused.',
  'TOURNAMENT-PAUSED': 'The tournament is paused.',
  'TOURNAMENT-SCORES-UNRESOLVED': 'All scores must be resolved first.',
  'TOURNAMENT-SCORES-ERROR': 'We could not process the scores.',
  'TOURNAMENT-CANCELED': 'This tournament has been canceled.',
  'TOURNAMENT-ESCROW-REQUIRED': 'Cannot publish yet. A prize pool with UOS or Uniqs must first be placed in escrow.',
  'TOURNAMENT-ESCROW-INVALID':
    'This transaction does not place the prize pool in escrow. Check the sender, recipient, memo and amounts.',
  'TOURNAMENT-ESCROW-TRANSACTION-USED': 'This transaction has already been used for an escrow.',
  'TOURNAMENT-ESCROW-ALREADY-HELD': 'The prize pool of this tournament is already in escrow.',
  'TOURNAMENT-ESCROW-NOT-HELD': 'There is no escrow to reverse for this tournament.',
  // Prize distribution (issue 12)
  'PRIZE-PAYMENT-NOT-FOUND': 'This prize payment does not exist.',
  'PRIZE-PAYMENT-NOT-RETRYABLE': 'Only a failed prize payment can be retried.',
  'PRIZE-PAYMENTS-IN-FLIGHT': 'Prize payments are still being confirmed on chain. Please try again in a moment.',
  'TOURNAMENT-TEAM-SIZE-INVALID': 'The number of players does not match the team size of this tournament.',
  'TEAM-CAPTAIN-ONLY': 'Only the team captain can do this for the team.',
  'TOURNAMENT-WRONG-PARTICIPANT-TYPE': 'This tournament does not take this kind of registration.',
  'ORGANIZATION-LOCKED': 'This organization is locked; its tournaments cannot be published.',

  // Teams (codes as the spec names them)
  ALREADY_EXISTS: 'A team with this name already exists.',
  NOT_VALID_VALUE: EARLY_ERROR_TEXTS.NOT_VALID_VALUE,
  'TEAM-CREATION-ERROR': 'We could not create the team.',
  'TEAM-FETCH-ERROR': 'We could not load the team.',
  'TEAM-UPDATE-ERROR': 'We could not update the team.',
  'TEAM-DELETE-ERROR': 'We could not delete the team.',
  'TEAM-ALREADY-INVITED': 'This person has already been invited.',
  'TEAM-ALREADY-MEMBER': 'This person is already in the team.',
  'TEAM-NOT-FOUND-OR-NOT-OWNER': 'Team not found, or you are not its owner.',
  'TEAM-NOT-MEMBER': 'You are not a member of this team.',
  'TEAM-NO-INVITATION': 'There is no invitation for you to this team.',
  'TEAM-APPOINT-OWNER-FIRST': 'Appoint a new owner before leaving the team.',
  'TEAM-OWNER-CANNOT-LEAVE': 'The owner cannot leave the team.',
  'TEAM-CANNOT-PROMOTE-SELF': 'You cannot promote yourself.',
  'TEAM-IN-TOURNAMENT': 'A team cannot change while it takes part in a tournament.',
  'TEAM-INVALID-EMAIL': 'This email address is not valid.',
  'TEAM-NOT-FOUND': 'This team does not exist.',

  // Mail (issue 29 §1: the daily budgets of src/domain/mail-quota.ts, which a self-hoster may change)
  'MAIL-LIMIT-REACHED':
    'Daily e-mail limit reached: Arena sends a limited number of invitations a day from each player, for each team ' +
    'and to each address. Please try again tomorrow.',

  // Webhooks
  'WEBHOOK-OWNER-ONLY': 'Only the owner manages webhooks.',
  'WEBHOOK-NOT-FOUND': 'No such webhook.',
  'WEBHOOK-DELIVERY-NOT-FOUND': 'No such delivery.',
  'WEBHOOK-URL-REFUSED': 'Webhooks cannot go to this address.',

  // Notifications
  'UNSUBSCRIBE-LINK-INVALID': 'This unsubscribe link is not valid.',

  // Organizations
  'ORGANIZATION-CREATION-ERROR': 'We could not create the organization.',
  'USER-ALREADY-ORGANIZATION-ADMIN': 'This user is already the admin of another organization.',
  'ORGANIZATION-OWNER-NOT-FOUND': 'No user was found with this e-mail.',
  'ORGANIZATION-NAME-EXISTS': 'An organization with this name already exists.',
  'ORGANIZATION-NOT-FOUND': 'This organization does not exist.',
  'ORGANIZATION-USER-NOT-FOUND-BY-EMAIL': 'No user was found with this e-mail.',
  'ORGANIZATION-USER-EMAIL-NOT-VERIFIED':
    'This person has not verified this e-mail address yet. Ask them to verify it (Your Profile → Send verification link), then try again.',
  'MISSING-ORGANIZATIONS-DATA': 'Missing organizations data.',
  'ORGANIZATION-ALREADY-MEMBER': 'This person is already a member of the organization.',
  'ORGANIZATION-MEMBER-NOT-FOUND': 'This person is not a member of the organization.',
  'ORGANIZATION-CANNOT-REMOVE-OWNER': 'Transfer the ownership before removing the owner.',
  'ORGANIZATION-OWNER-ROLE-FIXED': 'The owner keeps every right; transfer the ownership to change it.',
  'STAFF-ACTION-NOT-ALLOWED': 'Referees may resolve disputes, set results and check players in, but not this.',

  // API keys
  'API-KEY-INVALID': 'Unknown, revoked or expired API key.',
  'API-KEY-SCOPE-MISSING': 'The API key lacks the scope for this.',
  'API-KEY-ROUTE-NOT-ALLOWED': 'Not allowed with an API key.',
  'API-KEY-NOT-FOUND': 'No such API key.',
  'API-KEY-OWNER-ONLY': 'Only the owner manages API keys.',
  'API-KEY-LIMIT-REACHED': 'Too many API keys. Revoke one first.',

  // Check-in
  'CHECKIN-NOT-REGISTERED': 'You must be registered to check in.',
  'CHECKIN-ALREADY-CHECKED-IN': 'You are already checked in.',
  'CHECKIN-NOT-IN-WINDOW': 'Check-in is not open.',
  'CHECKIN-FAILED': 'Check-in failed. Please try again.',
  'CHECKIN-CAPTAIN-ONLY': 'Only the team captain can check in the team.',

  // Results
  'RESULT-SUBMIT-ERROR': 'We could not submit your result.',
  'RESULT-ALREADY-SUBMITTED': 'A report has already been submitted for this match.',
  'RESULT-MISSING-SCREENSHOT': 'A screenshot of the score is required.',
  'RESULT-NOT-CHECKED-IN': 'You must be checked in to submit results.',
  'RESULT-CAPTAIN-ONLY': 'Only the team captain can submit scores.',
  'RESULT-SUBMISSION-PERIOD-MISSED': 'You missed the submission period; the organizer will choose a winner.',
  'RESULT-NOT-A-PARTICIPANT': 'Only the players of this match can report its result.',
  'RESULT-MATCH-NOT-OPEN': 'This match cannot take a report now.',
  'RESULT-NOTHING-TO-CONFIRM': 'There is no reported score to confirm or dispute.',
  'RESULT-DISPUTE-PERIOD-OVER': 'The time to dispute this score is over.',
  'RESULT-INVALID-SCORES': 'These scores do not give a result for this match.',
  'RESULT-INVALID-SCREENSHOT': 'This screenshot could not be read. Please use a .png, .jpg or .gif image.',
  'MATCH-NOT-FOUND': 'This match does not exist.',
  'TRF-SWISS-ONLY': 'Only a single-stage Swiss tournament has a tournament report file (TRF).',
  'TRF-NOT-SEEDED': 'The tournament report file is available once the seeds are frozen.',
  'TRF-INVALID': 'This tournament report file (TRF) cannot be continued here.',
  'TRF-PLAYERS-MISMATCH': "The tournament report file's players are not this tournament's checked-in participants.",
  'TRF-IMPORT-CLOSED':
    'A tournament report file can be imported while the seeds are open, before the first round is drawn.',
  'MATCH-NOT-DECIDED': 'This match has no result to amend yet.',
  'MATCH-NOT-PLAYABLE': 'This match is waiting for its opponents.',
  'MATCH-CHECK-IN-DISABLED': 'This tournament does not use match check-in.',
  'MATCH-CHECK-IN-NOT-OPEN': 'Check-in for this match opens when the match is available.',
  'MATCH-CHECK-IN-CLOSED': 'The check-in time for this match is over.',
  'MATCH-CHECK-IN-PENDING': 'Both sides must check in before results can be submitted.',
  'MATCH-NO-SHOW-NOT-UNDOABLE': 'Only a walkover for a missed check-in can be undone.',
  'MATCH-NO-SHOW-UNDO-TOO-LATE':
    'This walkover can no longer be undone: later matches were played or the round is over.',
  'ENTRANT-NOT-FOUND': 'This participant is not in the tournament.',
  'ENTRANT-ALREADY-OUT': 'This participant has already been disqualified.',
  'TOURNAMENT-NOT-RUNNING': 'The rounds of this tournament have not started, or are over.',
  'TOURNAMENT-FINISHED': 'This tournament is finished.',
  'NEXT-STAGE-STARTED':
    'The next stage has already started. Confirm resetting it to change who qualified from this stage.',
  'ROUND-MINIMUM-TIME-NOT-PLAYED': 'The round cannot be skipped before its minimum playing time.',

  // Uniqs
  'UNIQ-NOT-VALID': 'This Uniq is not valid.',
  'UNIQ-TOO-MANY-TOKENS-ASSIGNED': 'Too many tokens are assigned.',
  'PRIZEPOOL-SAVE-ERROR': 'We could not save the prizepool.',
  'BLOCKCHAIN-ERROR': 'The blockchain refused the transaction.',
  'INVALID-FACTORY-IDS': 'Some Uniq factory ids are not valid.',
  'NOT-ENOUGH-TOKENS-TO-MINT': 'There are not enough tokens left to mint.',
  'FACTORY-NOT-FOUND': 'Uniq factory not found, or it does not belong to your organization.',
  'UNIQ-ALREADY-USED': 'This Uniq has already been used.',
  'MISSING-WALLET': 'Link a wallet to your account first.',
  'NO-VALID-TICKET': 'No valid ticket found!',

  // Leaderboards
  'LEADERBOARD-DELETE-ERROR': 'We could not delete the leaderboard.',
  'LEADERBOARD-FETCH-ERROR': 'We could not load the leaderboard.',
  'LEADERBOARD-CREATE-ERROR': 'We could not create the leaderboard.',
  'LEADERBOARD-UPDATE-ERROR': 'We could not update the leaderboard.',
  'LEADERBOARD-NOT-DELETABLE': 'A published leaderboard cannot be deleted.',
  'LEADERBOARD-NOT-FOUND': 'This leaderboard does not exist.',
  'LEADERBOARD-TOURNAMENTS-NOT-FINISHED': 'All tournaments of the leaderboard must be finished.',
  'LEADERBOARD-NOT-ACTIVE-OR-ENDED': 'The leaderboard is not active or has ended.',
  'LEADERBOARD-INVALID-PRIZE-PLAYERS': 'The prize players are not valid.',
  'LEADERBOARD-NOBODY-RANKED':
    'Nobody is ranked for these prizes, so they cannot be sent. Reverse the escrow to return them to your wallet.',
  'LEADERBOARD-INVALID-PRIZE-ID': 'This prize does not exist.',
  'LEADERBOARD-PRIZE-ALREADY-SENT': 'This prize has already been sent.',
  'LEADERBOARD-NOT-ENDED': 'The leaderboard has not ended yet.',
  'LEADERBOARD-CANNOT-PUBLISH': 'Cannot publish, further configuration needed.',
  'LEADERBOARD-INVALID-PRIZEPOOL': 'The prizepool configuration is not valid.',

  // Seeding
  'SEEDING-INCORRECT': 'The seeding is not correct.',
  'SEEDING-INTERVAL-TOO-SHORT': 'The seeding interval is too short.',
  'SEEDING-GAP-TOO-SHORT': 'The gap before seeding is too short.',
  'SEEDING-NOT-IN-WINDOW': 'Seeding is only possible during the seeding window.',
  'SEEDING-NOT-ENOUGH-PARTICIPANTS': 'There are not enough participants to seed.',
  'SEEDING-ERROR': 'We could not save the seeding.',
  'SEEDING-INVALID-NUMBER': 'This seed number is not valid.',
  'SEEDING-DUPLICATE': 'Seed already used',
  'SEEDING-INVALID-VALUE': 'This seed value is not valid.',
  'SEEDING-NO-LEADERBOARD': 'This tournament is not linked to a leaderboard, so there are no standings to seed from.',

  // The organizer's participants table (issue 26 §1)
  'PARTICIPANT-NOT-FOUND': 'This participant is not registered in this tournament.',
  'PARTICIPANT-NOT-CHECKED-IN': 'This participant is not checked in.',
  'PARTICIPANT-SEEDING-FROZEN':
    'The seeds are final, so the participants can no longer change. Disqualify a participant in round management instead.',
  'PARTICIPANT-ADD-CLOSED': 'Participants can be added only until check-in closes.',
  'PARTICIPANT-PLAYER-UNKNOWN': 'No player goes by this nickname or e-mail, and no team by this name.',
  'PARTICIPANT-PLAYER-AMBIGUOUS': 'Several players go by this nickname. Use their e-mail instead.',
  'PARTICIPANT-NO-TEAM': 'This player is not the captain of a team. Enter the team name instead.',

  // Other
  'CLIPBOARD-COPY-FAILED': 'Could not copy to clipboard.',
  'CANNOT-PUBLISH-MISSING-INFORMATION': 'Cannot publish. Mandatory information missing.',
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export { GENERIC_ERROR_TEXT } from './generic-error-text.js';
import { GENERIC_ERROR_TEXT } from './generic-error-text.js';

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value);
}

export function errorText(code: unknown): string {
  return isErrorCode(code) ? ERROR_CATALOGUE[code] : GENERIC_ERROR_TEXT;
}
