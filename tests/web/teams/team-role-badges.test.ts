// Issue 16 §1: the captain sees "Captain" on their own team in the Teams tab, not MEMBER.
import { describe, expect, it } from 'vitest';
import { teamRoleBadges } from '../../../web/features/teams/components/team-role-badges.js';

describe('teamRoleBadges', () => {
  it('tells owner, captain and member apart for the viewer', () => {
    expect(teamRoleBadges({ viewerRole: 'MEMBER', captainId: 'kai' }, 'kai').map((b) => b.label)).toEqual(['Captain']);
    expect(teamRoleBadges({ viewerRole: 'MEMBER', captainId: 'kai' }, 'paula').map((b) => b.label)).toEqual(['Member']);
    expect(teamRoleBadges({ viewerRole: 'OWNER', captainId: 'oscar' }, 'oscar').map((b) => b.label)).toEqual([
      'Owner',
      'Captain',
    ]);
    expect(teamRoleBadges({ viewerRole: 'OWNER', captainId: 'kai' }, 'oscar').map((b) => b.label)).toEqual(['Owner']);
    expect(teamRoleBadges({ viewerRole: null, captainId: 'kai' }, 'kai')).toEqual([]);
  });
});
