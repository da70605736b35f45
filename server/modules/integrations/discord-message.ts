// The Discord preset: an endpoint whose URL is a Discord webhook gets a Discord message (an embed with the
// match, its score and a link) instead of the raw payload, which Discord would refuse. Pure.
import type { WebhookPayload } from '../../../src/contract/webhooks.js';

interface Side {
  name: string | null;
  score: number | null;
}

const TITLES: Record<string, string> = {
  'tournament.published': 'Tournament published',
  'tournament.started': 'Tournament started',
  'tournament.finished': 'Tournament finished',
  'tournament.cancelled': 'Tournament cancelled',
  'registration.created': 'New registration',
  'registration.cancelled': 'Registration withdrawn',
  'registration.checked_in': 'Checked in',
  'match.ready': 'Match ready',
  'match.reported': 'Score reported',
  'match.disputed': 'Score disputed',
  'match.final': 'Match result',
  'match.amended': 'Match result corrected',
  'stage.advanced': 'Next stage',
  'prize.paid': 'Prize paid',
  'webhook.test': 'Test event from Arena',
};

/** Arena's accent colour, as Discord wants it (a 24-bit integer). */
const COLOUR = 0x7c3aed;

export function discordMessage(payload: WebhookPayload, publicUrl: string): Record<string, unknown> {
  const data = payload.data;
  const tournamentId = typeof data.tournamentId === 'string' ? data.tournamentId : null;
  const fields: { name: string; value: string; inline?: boolean }[] = [];
  const sides = Array.isArray(data.sides) ? (data.sides as Side[]) : [];
  if (sides.length > 0) {
    const label = (side: Side) => side.name ?? 'TBD';
    const scored = sides.some((side) => side.score !== null);
    fields.push({
      name: typeof data.round === 'number' ? `Round ${data.round}` : 'Match',
      value: scored
        ? sides.map((side) => `${label(side)} **${side.score ?? '-'}**`).join(' vs ')
        : sides.map(label).join(' vs '),
    });
  }
  if (typeof data.uosAmount === 'string') fields.push({ name: 'Prize', value: `${data.uosAmount} UOS`, inline: true });
  if (typeof data.rank === 'number') fields.push({ name: 'Rank', value: String(data.rank), inline: true });
  if (typeof data.message === 'string') fields.push({ name: 'Message', value: data.message });
  return {
    username: 'Arena',
    embeds: [
      {
        title: TITLES[payload.type] ?? payload.type,
        description: typeof data.tournamentName === 'string' ? data.tournamentName : undefined,
        url: tournamentId ? `${publicUrl}/tournaments/${encodeURIComponent(tournamentId)}` : undefined,
        color: COLOUR,
        fields,
        timestamp: payload.timestamp,
      },
    ],
  };
}
