// POST /matches/{tournamentId}/seeds/proposal: a seed order from a source (a random draw, the linked leaderboard,
// past results in the game, a pasted list of names). Nothing is saved: the section applies the order like a drag.
import { useMutation } from '@tanstack/react-query';
import { SeedingProposalSchema, type SeedingProposalBody } from '../../../../src/contract/participant-management.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export function proposeSeeding(tournamentId: string, body: SeedingProposalBody) {
  return api.post(apiPaths.seedingProposal.build({ tournamentId }), body, {
    schema: SeedingProposalSchema,
    banner: false,
  });
}

export function useProposeSeeding(tournamentId: string) {
  return useMutation({ mutationFn: (body: SeedingProposalBody) => proposeSeeding(tournamentId, body) });
}
