// Games (disciplines) that tournaments are played in.
import { z } from 'zod';
import { FIRST_GAME_RULES } from '../domain/game-sides.js';

export const DisciplineSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  platforms: z.array(z.string()),
  imageUrl: z.string().nullable(),
  /** The sides its games have (chess: White/Black), which a new tournament's format starts with; null: none. */
  sides: z
    .object({ names: z.tuple([z.string(), z.string()]), firstGame: z.enum(FIRST_GAME_RULES) })
    .nullable()
    .optional(),
});
export const DisciplineListSchema = z.array(DisciplineSchema);
export const DisciplineIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export type Discipline = z.infer<typeof DisciplineSchema>;
