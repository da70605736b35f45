// Games (disciplines) that tournaments are played in.
import { z } from 'zod';

export const DisciplineSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  platforms: z.array(z.string()),
  imageUrl: z.string().nullable(),
});
export const DisciplineListSchema = z.array(DisciplineSchema);
export const DisciplineIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export type Discipline = z.infer<typeof DisciplineSchema>;
