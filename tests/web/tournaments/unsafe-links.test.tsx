// @vitest-environment jsdom
// Links stored before the contract refused other schemes (or sent by a hostile server) are never rendered
// as links: a `javascript:` or `data:` terms, partner or banner link shows as plain text.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Banner, TournamentView } from '../../../src/contract/tournaments.js';
import { TournamentInformation } from '../../../web/features/tournaments/components/tournament-information.js';
import { Banners } from '../../../web/features/tournaments/components/tournament-media.js';

const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '//evil.example',
];

function withLinks(link: string): TournamentView {
  return {
    mainInformation: {
      name: 'Cup',
      termsOfUseLink: link,
      partners: [{ name: 'Nova', website: link }],
      platforms: [],
      banners: [],
    },
  } as unknown as TournamentView;
}

describe('links from tournament data', () => {
  it.each(HOSTILE)('renders %s as text, not as a link', (link) => {
    const { container, unmount } = render(<TournamentInformation tournament={withLinks(link)} />);
    expect(screen.getByText('Nova')).toBeTruthy();
    expect(container.querySelectorAll('a[href]')).toHaveLength(0);
    unmount();
    const banner: Banner = { name: 'Ad', brand: 'Brand', link, imageUrl: '/uploads/a.png', position: 'TOP_BANNER' };
    const banners = render(<Banners banners={[banner]} position="TOP_BANNER" />);
    expect(banners.container.querySelectorAll('a[href]')).toHaveLength(0);
    banners.unmount();
  });

  it('renders http(s) links as links', () => {
    const { container } = render(<TournamentInformation tournament={withLinks('https://nova.example/terms')} />);
    expect([...container.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))).toEqual([
      'https://nova.example/terms',
      'https://nova.example/terms',
    ]);
  });
});
