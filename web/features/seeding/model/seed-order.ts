// Manual seeding (SPEC §4, §5): the organizer reorders the checked-in entrants; seeds are their 1-based places in
// the list. Pure, so reordering and the slot list sent to PUT …/seeds are tested without a browser.
import type { Entrant, SeedSlotsBody, SeedingView } from '../../../../src/contract/matches.js';

/** Entrants in seed order, renumbered 1…n after moving the one at `from` to `to`. */
export function moveEntrant(entrants: readonly Entrant[], from: number, to: number): Entrant[] {
  const ordered = [...entrants].sort((a, b) => a.seed - b.seed);
  if (from < 0 || from >= ordered.length || to < 0 || to >= ordered.length || from === to) return ordered;
  const [moved] = ordered.splice(from, 1);
  ordered.splice(to, 0, moved);
  return ordered.map((entrant, index) => ({ ...entrant, seed: index + 1 }));
}

export function withMove(view: SeedingView, from: number, to: number): SeedingView {
  return { ...view, entrants: moveEntrant(view.entrants, from, to) };
}

/** The PUT body: every entrant with its seed. */
export function seedSlots(entrants: readonly Entrant[]): SeedSlotsBody {
  return [...entrants].sort((a, b) => a.seed - b.seed).map(({ registrationId, seed }) => ({ registrationId, seed }));
}

/** Entrants in the order of a proposal (registration ids, first seed first), renumbered 1…n; unknown ids ignored. */
export function entrantsInOrder(entrants: readonly Entrant[], order: readonly string[]): Entrant[] {
  const byId = new Map(entrants.map((entrant) => [entrant.registrationId, entrant]));
  const listed = order.flatMap((id) => {
    const entrant = byId.get(id);
    byId.delete(id);
    return entrant ? [entrant] : [];
  });
  // Anyone the proposal did not list (checked in meanwhile) keeps their place after the others.
  const rest = [...byId.values()].sort((a, b) => a.seed - b.seed);
  return [...listed, ...rest].map((entrant, index) => ({ ...entrant, seed: index + 1 }));
}
