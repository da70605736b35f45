// Teams (SPEC §7): rosters, captains and invitations.
import type { ServerModule } from '../server-module.js';
import { teamsRoutes } from './teams-routes.js';
import { TeamsService, type TeamsServiceDeps } from './teams-service.js';

export function createTeamsModule(deps: TeamsServiceDeps): ServerModule {
  const teams = new TeamsService(deps);
  return {
    routes: async (api) => {
      await api.register(teamsRoutes, { teams });
    },
  };
}

// What other modules may use of this one (the import-boundaries lint rule: modules meet only here).
export { finishTeamParticipation, isTeamCaptain, recordTeamParticipation, teamMemberIds } from './team-membership.js';
export { seedDemoTeam } from './demo-team.js';
export {
  existingTeamIdSql,
  teamCards,
  teamByName,
  teamNameSql,
  teamsCaptainedBy,
  teamPictureSql,
  teamsNamedLike,
  teamsOfUser,
} from './team-cards.js';
export { lockTeam } from './team-lock.js';
export { membersByTenure } from './team-rosters.js';
