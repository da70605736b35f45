// Kysely row types of the disciplines table (migration 0001): the games tournaments are played in.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DisciplinesTable {
  id: Generated<string>;
  code: string;
  name: string;
  platforms: ColumnType<string[], string[] | undefined, string[]>;
  image_url: string | null;
  created_at: Timestamp;
}

export interface DisciplineTables {
  disciplines: DisciplinesTable;
}
