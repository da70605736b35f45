// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RankBadge } from '../../src/ui/rank-badge.js';
import { rankLabel, rankTone } from '../../src/ui/rank-tone.js';

afterEach(cleanup);

describe('rank badge', () => {
  it.each([
    [1, 'gold', '1st'],
    [2, 'silver', '2nd'],
    [3, 'bronze', '3rd'],
    [4, 'neutral', '4th'],
    [11, 'neutral', '11th'],
    [12, 'neutral', '12th'],
    [21, 'neutral', '21st'],
    [102, 'neutral', '102nd'],
  ])('rank %i is %s and reads %s', (rank, tone, label) => {
    expect(rankTone(rank)).toBe(tone);
    expect(rankLabel(rank)).toBe(label);
  });

  it.each([null, undefined, 0, -1, 1.5, Number.NaN])('shows "-" without a valid rank (%s)', (rank) => {
    expect(rankTone(rank)).toBe('none');
    expect(rankLabel(rank)).toBe('-');
  });

  it('renders the medal colour and an accessible name', () => {
    render(
      <>
        <RankBadge rank={1} />
        <RankBadge rank={null} />
      </>,
    );
    const gold = screen.getByRole('img', { name: 'Rank 1st' });
    expect(gold.textContent).toBe('1st');
    expect(gold.dataset.tone).toBe('gold');
    const none = screen.getByRole('img', { name: 'No rank' });
    expect(none.textContent).toBe('-');
    expect(gold.className).not.toBe(none.className);
  });
});
