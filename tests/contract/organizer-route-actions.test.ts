// The staff guard's table (issue 26 §3): each organizer write maps to its action, a narrowed pattern to its route's,
// and a read to none (the guard asks on every signed-in request, reads included, so they return at once; issue 28).
import { describe, expect, it } from 'vitest';
import {
  ORGANIZER_ROUTE_ACTIONS,
  organizerActionFor,
  type RouteName,
} from '../../src/contract/organizer-route-actions.js';
import { apiPaths } from '../../src/contract/paths.js';

describe('organizerActionFor', () => {
  it.each([
    ['POST', '/tournaments/:id/publish', 'publish'],
    ['PUT', '/tournaments/:id/sections/:section', 'edit-settings'],
    // Each tournament section registers its own PUT, with the section fixed.
    ['PUT', '/tournaments/:id/sections/main-information', 'edit-settings'],
    ['DELETE', '/tournaments/:id/participants/:registrationId/check-in', 'check-in-participant'],
    ['POST', '/matches/:tournamentId/:matchId/result', 'set-result'],
  ])('%s %s is %s', (method, pattern, action) => {
    expect(organizerActionFor(method, pattern)).toBe(action);
  });

  it('answers no action for a read of any route in the table, nor for a write outside it', () => {
    for (const name of Object.keys(ORGANIZER_ROUTE_ACTIONS) as RouteName[]) {
      expect(organizerActionFor('GET', apiPaths[name].pattern)).toBeNull();
      expect(organizerActionFor('HEAD', apiPaths[name].pattern)).toBeNull();
    }
    expect(organizerActionFor('POST', apiPaths.soloRegistration.pattern)).toBeNull();
  });
});
