// What app.ts lists (issue 11 §0 "modules that compose"): each server module is built by its own factory from
// the shared infrastructure and registers its routes under the API prefix. Job kinds are registered on the shared
// queue by the factory itself, before app.ts starts the queue; what else a module offers others (the matches
// module's seedingOpened, the tournaments module's sweep) is on its own interface.
import type { FastifyInstance } from 'fastify';

export interface ServerModule {
  /** Registers the module's routes on `api` (the /api/v1 scope). */
  routes(api: FastifyInstance): Promise<void>;
}
