// Analytics events (SPEC §7, §9): page views, scroll depth at 25/50/75/100 %, team create/edit/delete,
// tournament registration and check-in. Signed-out visitors are counted under a guest analytics id.
import { z } from 'zod';

export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'scroll_depth',
  'team_create',
  'team_edit',
  'team_delete',
  'tournament_registration',
  'tournament_check_in',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const SCROLL_DEPTH_THRESHOLDS = [25, 50, 75, 100] as const;
export const ANALYTICS_BATCH_MAX = 20;
export const ANALYTICS_PROPERTIES_MAX = 20;
/** localStorage key of the guest analytics id. */
export const GUEST_ANALYTICS_ID_KEY = 'analyticsGuestId';

const scalar = z.union([z.string().max(256), z.number(), z.boolean(), z.null()]);

export const AnalyticsEventInputSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  path: z.string().max(512).optional(),
  properties: z
    .record(z.string().max(64), scalar)
    .refine((properties) => Object.keys(properties).length <= ANALYTICS_PROPERTIES_MAX)
    .optional(),
  occurredAt: z.string().datetime().optional(),
});
export type AnalyticsEventInput = z.infer<typeof AnalyticsEventInputSchema>;

export const AnalyticsBatchBodySchema = z.object({
  guestId: z.string().uuid().optional(),
  events: z.array(AnalyticsEventInputSchema).min(1).max(ANALYTICS_BATCH_MAX),
});
export type AnalyticsBatchBody = z.infer<typeof AnalyticsBatchBodySchema>;

export const AnalyticsAcceptedSchema = z.object({ accepted: z.number().int() });
