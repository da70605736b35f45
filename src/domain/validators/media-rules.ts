// Banners, tournament art and partner logos of the main information section (SPEC §3: banners have a
// position, top banner or super leaderboard, with limited slots; art is png/jpg/gif, the hero and the
// background may also be an mp4 video).

import * as msg from '../validation-messages.js';
import { addError, checkText, type FieldErrors } from './field-checks.js';

export type BannerPosition = 'TOP_BANNER' | 'SUPER_LEADERBOARD';

/** Slots per position: the page has room for three rotating top banners and one super leaderboard. */
export const BANNER_SLOTS: Record<BannerPosition, number> = { TOP_BANNER: 3, SUPER_LEADERBOARD: 1 };

export interface BannerInput {
  name: string;
  brand: string;
  link: string;
  imageUrl: string;
  position: BannerPosition;
}

export interface MediaRefInput {
  url: string;
  mediaType: 'image' | 'video';
}

const HTTP_LINK = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/**
 * `storedMediaType` says what a url points at when it is a file this platform stored (uploads are checked on
 * arrival), or null for anything else: art must be uploaded, not hot-linked.
 */
export function validateTournamentMedia(
  input: {
    banners?: readonly BannerInput[];
    heroArt?: MediaRefInput;
    backgroundArt?: MediaRefInput;
    partners?: readonly { logo?: string }[];
  },
  storedMediaType: (url: string) => 'image' | 'video' | null,
): FieldErrors {
  const errors: FieldErrors = {};
  const banners = input.banners ?? [];
  const used: Record<BannerPosition, number> = { TOP_BANNER: 0, SUPER_LEADERBOARD: 0 };
  banners.forEach((banner, i) => {
    checkText(errors, `banners.${i}.name`, banner.name, 1, 256);
    checkText(errors, `banners.${i}.brand`, banner.brand, 1, 256);
    if (!HTTP_LINK.test(banner.link ?? '')) addError(errors, `banners.${i}.link`, msg.INVALID_LINK);
    if (!banner.imageUrl) addError(errors, `banners.${i}.imageUrl`, msg.REQUIRED);
    else if (storedMediaType(banner.imageUrl) !== 'image')
      addError(errors, `banners.${i}.imageUrl`, msg.INVALID_FORMAT);
    used[banner.position] += 1;
    if (used[banner.position] > BANNER_SLOTS[banner.position])
      addError(errors, `banners.${i}.position`, msg.maxValue(BANNER_SLOTS[banner.position]));
  });
  for (const key of ['heroArt', 'backgroundArt'] as const) {
    const art = input[key];
    if (art && storedMediaType(art.url) !== art.mediaType) addError(errors, `${key}.url`, msg.INVALID_FORMAT);
  }
  (input.partners ?? []).forEach((partner, i) => {
    if (partner.logo && storedMediaType(partner.logo) !== 'image')
      addError(errors, `partners.${i}.logo`, msg.INVALID_FORMAT);
  });
  return errors;
}
