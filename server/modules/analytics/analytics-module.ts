// The web app's analytics intake. The analytics sink itself is shared (teams record events too), so app.ts
// builds it and hands it in.
import type { Clock } from '../../clock.js';
import type { ServerModule } from '../server-module.js';
import type { Analytics } from './analytics.js';
import { analyticsRoutes } from './analytics-routes.js';

export function createAnalyticsModule(options: { analytics: Analytics; clock: Clock }): ServerModule {
  return {
    routes: async (api) => {
      await api.register(analyticsRoutes, { analytics: options.analytics, clock: options.clock });
    },
  };
}

// What other modules may use of this one (the import-boundaries lint rule: modules meet only here).
export { recordQuietly } from './analytics.js';
export type { Analytics } from './analytics.js';
