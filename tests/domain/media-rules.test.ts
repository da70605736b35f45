import { describe, expect, it } from 'vitest';
import { BANNER_SLOTS, validateTournamentMedia } from '../../src/domain/index.js';

const stored = (url: string) => (url.startsWith('/uploads/') ? (url.endsWith('.mp4') ? 'video' : 'image') : null);
const banner = (position: 'TOP_BANNER' | 'SUPER_LEADERBOARD', overrides: Record<string, string> = {}) => ({
  name: 'Sponsor',
  brand: 'Brand',
  link: 'https://brand.example',
  imageUrl: '/uploads/a.png',
  position,
  ...overrides,
});

describe('tournament media rules', () => {
  it('accepts banners within their slots and art of the declared type', () => {
    const banners = [
      ...Array.from({ length: BANNER_SLOTS.TOP_BANNER }, () => banner('TOP_BANNER')),
      banner('SUPER_LEADERBOARD'),
    ];
    expect(
      validateTournamentMedia(
        { banners, heroArt: { url: '/uploads/h.mp4', mediaType: 'video' }, partners: [{ logo: '/uploads/l.png' }] },
        stored,
      ),
    ).toEqual({});
  });
  it('refuses a banner beyond the slots of its position, at that banner', () => {
    const banners = Array.from({ length: BANNER_SLOTS.TOP_BANNER + 1 }, () => banner('TOP_BANNER'));
    expect(validateTournamentMedia({ banners }, stored)).toEqual({
      [`banners.${BANNER_SLOTS.TOP_BANNER}.position`]: 'The maximum value allowed is 3.',
    });
  });
  it('refuses missing texts, bad links, hot-linked or video banner images', () => {
    const errors = validateTournamentMedia(
      {
        banners: [
          banner('TOP_BANNER', { name: ' ', link: 'ftp://x', imageUrl: 'https://cdn.example/a.png' }),
          banner('TOP_BANNER', { imageUrl: '/uploads/v.mp4' }),
        ],
      },
      stored,
    );
    expect(errors).toEqual({
      'banners.0.name': 'This field is required.',
      'banners.0.link': 'Invalid link',
      'banners.0.imageUrl': 'Invalid format',
      'banners.1.imageUrl': 'Invalid format',
    });
  });
  it('refuses art whose stored type differs from the declared one, and video logos', () => {
    expect(
      validateTournamentMedia(
        { backgroundArt: { url: '/uploads/b.png', mediaType: 'video' }, partners: [{ logo: '/uploads/l.mp4' }] },
        stored,
      ),
    ).toEqual({
      'backgroundArt.url': 'Invalid format',
      'partners.0.logo': 'Invalid format',
    });
  });
});
