// Banner positions have limited slots (at most 3 top banners and 1 super leaderboard); the form offers a
// position only while a slot is free, the server refuses more anyway.
import type { Banner } from '../../../../src/contract/tournaments.js';

export const BANNER_SLOTS: Record<Banner['position'], number> = { TOP_BANNER: 3, SUPER_LEADERBOARD: 1 };

export function bannerSlotsLeft(banners: readonly Pick<Banner, 'position'>[]): Record<Banner['position'], number> {
  const used = (position: Banner['position']) => banners.filter((banner) => banner.position === position).length;
  return {
    TOP_BANNER: BANNER_SLOTS.TOP_BANNER - used('TOP_BANNER'),
    SUPER_LEADERBOARD: BANNER_SLOTS.SUPER_LEADERBOARD - used('SUPER_LEADERBOARD'),
  };
}
