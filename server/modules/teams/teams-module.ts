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
