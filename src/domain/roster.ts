// Who a registration stands for once it has played: the solo player, or the team's roster that played
// (captain first). Prizes are split over it and player records are written for each of its members.

export function rosterOf(kind: string, userId: string, memberIds: readonly string[] | null): string[] {
  if (kind !== 'TEAM') return [userId];
  const members = [...new Set(memberIds ?? [])];
  if (members.length === 0) return [userId];
  return members.includes(userId) ? [userId, ...members.filter((m) => m !== userId)] : members;
}
