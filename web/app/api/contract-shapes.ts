// Zod-free parsers of the responses a first visit reads (issue 16 §3), built from the contract's own schemas
// at build time (web/build/contract-shapes-plugin.ts): same shapes, no zod in the download. Other calls keep
// passing the contract's zod schemas; their pages load zod with them.
import shapes from 'virtual:contract-shapes';
import type { z } from 'zod';
import type {
  AccountCreationUrlResponseSchema,
  LoginUrlResponseSchema,
  LogoutResponseSchema,
  TokensResponse,
} from '../../../src/contract/auth.js';
import type { Discipline } from '../../../src/contract/disciplines.js';
import type { ErrorBody } from '../../../src/contract/error-body.js';
import type { TournamentChangedEvent } from '../../../src/contract/tournament-events.js';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import type { CurrentUser } from '../../../src/contract/users.js';
import { responseShape } from './response-shape.js';

export const AccountCreationUrlResponseShape = responseShape<z.infer<typeof AccountCreationUrlResponseSchema>>(
  shapes.AccountCreationUrlResponse,
);
export const CurrentUserShape = responseShape<CurrentUser>(shapes.CurrentUser);
export const DisciplineListShape = responseShape<Discipline[]>(shapes.DisciplineList);
export const ErrorBodyShape = responseShape<ErrorBody>(shapes.ErrorBody);
export const LoginUrlResponseShape = responseShape<z.infer<typeof LoginUrlResponseSchema>>(shapes.LoginUrlResponse);
export const LogoutResponseShape = responseShape<z.infer<typeof LogoutResponseSchema>>(shapes.LogoutResponse);
export const TokensResponseShape = responseShape<TokensResponse>(shapes.TokensResponse);
export const TournamentChangedEventShape = responseShape<TournamentChangedEvent>(shapes.TournamentChangedEvent);
export const TournamentListShape = responseShape<TournamentView[]>(shapes.TournamentList);
