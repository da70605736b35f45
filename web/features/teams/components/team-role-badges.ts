// The viewer's own roles in a team, as the Teams tab badges them: owner and captain are told apart from a
// plain member (the captain registers and checks the team in, so they must see that it is them).
import type { Team } from '../../../../src/contract/teams.js';

export type TeamRoleBadge = { label: 'Owner' | 'Captain' | 'Member'; tone: 'accent' | 'success' | 'neutral' };

export function teamRoleBadges(team: Pick<Team, 'viewerRole' | 'captainId'>, viewerId: string | null): TeamRoleBadge[] {
  if (!team.viewerRole) return [];
  const badges: TeamRoleBadge[] = [];
  if (team.viewerRole === 'OWNER') badges.push({ label: 'Owner', tone: 'accent' });
  if (viewerId !== null && team.captainId === viewerId) badges.push({ label: 'Captain', tone: 'success' });
  return badges.length > 0 ? badges : [{ label: 'Member', tone: 'neutral' }];
}
