// The organizer sections of published tournaments, cached per process: publishing locks main information,
// settings and format for good (only drafts may save or unlock a section), so a cached copy never goes stale.
// The schedule is left out: it is the clock of the phases and is read with the row wherever it is judged.
// The registration fast path checks a player against these without reading the tournament row.
import type { Kysely } from 'kysely';
import type { FormatSection, MainInformationSection, SettingsSection } from '../../../src/contract/tournaments.js';
import type { Database } from '../../db/schema.js';

export interface PublishedSections {
  mainInformation: MainInformationSection;
  settings: SettingsSection;
  format: FormatSection;
}

const MAX_CACHED = 10_000;

export class PublishedSectionsCache {
  private readonly sections = new Map<string, PublishedSections>();

  constructor(private readonly db: Kysely<Database>) {}

  /** The locked sections of a published tournament, or null (unknown, draft, or incomplete): nothing is cached then. */
  async get(tournamentId: string): Promise<PublishedSections | null> {
    const cached = this.sections.get(tournamentId);
    if (cached) return cached;
    const row = await this.db
      .selectFrom('tournaments')
      .select(['published_at', 'main_information', 'settings', 'format'])
      .where('id', '=', tournamentId)
      .executeTakeFirst();
    if (!row || row.published_at === null || !row.main_information || !row.settings || !row.format) return null;
    const sections: PublishedSections = {
      mainInformation: row.main_information as MainInformationSection,
      settings: row.settings as SettingsSection,
      format: row.format as FormatSection,
    };
    if (this.sections.size >= MAX_CACHED) this.sections.clear();
    this.sections.set(tournamentId, sections);
    return sections;
  }
}
