// In-app notices for players (issue 11 §4: "affected players are notified in the app"): the server writes one
// when the organizer amends a result that changes a player's matches, or disqualifies or bans them; the player
// reads their unread notices and marks them read. Not in SPEC §7: REST under /api/v1, in the OpenAPI document.
import { z } from 'zod';

export const PLAYER_NOTICE_KINDS = ['RESULT_AMENDED', 'DISQUALIFIED', 'BANNED'] as const;

export const PlayerNoticeSchema = z.object({
  id: z.string(),
  /** The tournament it is about (null for a notice about no tournament). */
  tournamentId: z.string().nullable(),
  tournamentName: z.string().nullable(),
  /** One of PLAYER_NOTICE_KINDS; a string so an older web app still shows a newer kind's text. */
  kind: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type PlayerNotice = z.infer<typeof PlayerNoticeSchema>;

/** The viewer's unread notices, newest first (at most UNREAD_NOTICES_LIMIT). */
export const PlayerNoticesSchema = z.object({ notices: z.array(PlayerNoticeSchema) });
export type PlayerNotices = z.infer<typeof PlayerNoticesSchema>;
export const UNREAD_NOTICES_LIMIT = 50;

export const PlayerNoticesQuerySchema = z.object({ tournamentId: z.uuid().optional() });

/** Marks the viewer's own notices read; ids of anyone else's notices are ignored. */
export const MarkNoticesReadBodySchema = z.object({ noticeIds: z.array(z.uuid()).min(1).max(UNREAD_NOTICES_LIMIT) });
export type MarkNoticesReadBody = z.infer<typeof MarkNoticesReadBodySchema>;
export const MarkNoticesReadSchema = z.object({ read: z.number().int() });
