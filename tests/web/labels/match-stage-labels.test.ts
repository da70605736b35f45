// Every screen names a match's bracket or group the same way: the round-management table and dialog, the match
// card on the tournament page and the "next match" line of the profile.
import { describe, expect, it } from 'vitest';
import { groupLabel, matchHeading, matchStageLabel } from '../../../web/app/labels/match-stage-labels.js';
import { matchCardModel } from '../../../web/features/match-play/model/match-card-model.js';
import { duelDetail } from '../match-play/match-detail-builder.js';

describe('match stage labels', () => {
  it('names the bracket or the group, and nothing for the other formats', () => {
    expect(matchStageLabel({ bracket: 'WINNERS' })).toBe('Winners bracket');
    expect(matchStageLabel({ bracket: 'LOSERS' })).toBe('Losers bracket');
    expect(matchStageLabel({ bracket: 'GRAND_FINAL_RESET' })).toBe('Bracket reset');
    expect(matchStageLabel({ group: 0 })).toBe('Group A');
    expect(matchStageLabel({})).toBeNull();
    expect(groupLabel(25)).toBe('Group Z');
    expect(groupLabel(26)).toBe('Group 27');
  });

  it("takes the match's own bracket out of a round that holds both, and adds the group to a group round", () => {
    const shared = 'Winners round 2 · Losers round 1';
    expect(matchHeading({ bracket: 'LOSERS' }, shared)).toBe('Losers round 1');
    expect(matchHeading({ bracket: 'WINNERS' }, shared)).toBe('Winners round 2');
    expect(matchHeading({ bracket: 'LOSERS' }, 'Losers final')).toBe('Losers final');
    expect(matchHeading({ bracket: 'GRAND_FINAL' }, 'Grand final')).toBe('Grand final');
    expect(matchHeading({ bracket: 'WINNERS' }, 'Round 2')).toBe('Round 2 · Winners bracket');
    expect(matchHeading({ group: 1 }, 'Round 3')).toBe('Round 3 · Group B');
    expect(matchHeading({}, 'Semifinals')).toBe('Semifinals');
  });

  it('titles the match card with them', () => {
    const losers = duelDetail({
      match: { bracket: 'LOSERS' },
      round: { name: 'Winners round 3 · Losers round 2' },
    });
    expect(matchCardModel('MATCH_AVAILABLE', losers, Date.parse('2026-05-01T10:30:00.000Z')).title).toBe(
      'Losers round 2',
    );
    const grouped = duelDetail({ match: { group: 2 }, round: { name: 'Round 4' } });
    expect(matchCardModel('MATCH_AVAILABLE', grouped, Date.parse('2026-05-01T10:30:00.000Z')).title).toBe(
      'Round 4 · Group C',
    );
  });
});
