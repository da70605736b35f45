// Query keys of the teams feature. Everything lives under ['teams'] so a mutation can refresh it all.
export const teamKeys = {
  all: ['teams'] as const,
  mine: ['teams', 'mine'] as const,
  ofUser: (userId: string) => ['teams', 'user', userId] as const,
  detail: (teamId: string) => ['teams', 'detail', teamId] as const,
  members: (teamId: string) => ['teams', 'members', teamId] as const,
  pendingInvitations: ['teams', 'pending-invitations'] as const,
};
