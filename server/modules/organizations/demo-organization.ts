// The demo organization of the embedded default: "Nova Events", owned by the demo organizer, so
// /my-organization has something to show on a fresh install. Safe to run again.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { OrganizationsService } from './organizations-service.js';
import { HttpError } from '../../http-error.js';
import type { Clock } from '../../clock.js';

export const DEMO_ORGANIZATION = {
  name: 'Nova Events',
  ownerEmail: 'organizer@arena.gg',
  discord: 'discord.gg/nova-events',
};

export async function seedDemoOrganization(db: Kysely<Database>, clock: Clock): Promise<void> {
  try {
    await new OrganizationsService(db, clock).create(DEMO_ORGANIZATION);
  } catch (error) {
    // Already there, or the demo organizer does not exist (external identity provider): nothing to do.
    if (error instanceof HttpError) return;
    throw error;
  }
}
