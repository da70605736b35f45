// Notifications (issue 26 §4): what a player is told of, in the app (the notices) and by e-mail, the per-user choice
// of kind × channel (on the profile) and the one-click unsubscribe of a kind's e-mail (a signed token, no sign-in).
// Not in SPEC §7: REST under /api/v1, in the OpenAPI document.
import { z } from 'zod';

/** Every kind, with its label on the profile and whether its e-mail is on until the user says otherwise. */
export const NOTIFICATION_KINDS = {
  MATCH_READY: { label: 'Your match is ready', emailByDefault: true },
  MATCH_STARTS_SOON: { label: 'Your match starts in 15 minutes', emailByDefault: false },
  OPPONENT_REPORTED: { label: 'Your opponent reported a score', emailByDefault: true },
  DISPUTE: { label: 'A dispute was opened or resolved', emailByDefault: true },
  REMOVED: { label: 'You were disqualified or removed', emailByDefault: true },
  CHECK_IN_OPEN: { label: 'Check-in is open', emailByDefault: false },
  TOURNAMENT_STARTS: { label: 'A tournament you registered for starts', emailByDefault: true },
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_IDS = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];

export const NOTIFICATION_CHANNELS = ['IN_APP', 'EMAIL'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** In the app every kind is on by default; by e-mail, the kinds marked emailByDefault. */
export function defaultNotificationChoice(kind: NotificationKind, channel: NotificationChannel): boolean {
  return channel === 'IN_APP' || NOTIFICATION_KINDS[kind].emailByDefault;
}

export const NotificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KIND_IDS),
  label: z.string(),
  inApp: z.boolean(),
  email: z.boolean(),
});
/** The viewer's choices, one row per kind in NOTIFICATION_KINDS order. */
export const NotificationPreferencesSchema = z.object({ preferences: z.array(NotificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** Turns one kind's channel on or off. */
export const NotificationPreferenceBodySchema = z.object({
  kind: z.enum(NOTIFICATION_KIND_IDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
});
export type NotificationPreferenceBody = z.infer<typeof NotificationPreferenceBodySchema>;

/** The token of an unsubscribe link (in the query, as mail clients send the List-Unsubscribe URL). */
export const UnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(512) });
/** What was turned off: that kind's e-mail, or every kind's (ALL: the link of a digest's List-Unsubscribe). */
export const UnsubscribedSchema = z.object({ kind: z.enum([...NOTIFICATION_KIND_IDS, 'ALL']), label: z.string() });
export type Unsubscribed = z.infer<typeof UnsubscribedSchema>;
