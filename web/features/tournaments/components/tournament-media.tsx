// The organizer's art on the tournament page: the hero picture or video above the header, and the sponsor
// banners (at most 3 top banners and 1 super leaderboard, as the organizer section allows).
import type { Banner, TournamentMedia } from '../../../../src/contract/tournaments.js';
import * as styles from './tournament.css.js';
import { safeHref } from '../../../../src/contract/web-link.js';

export function HeroArt({ media, name }: { media: TournamentMedia | undefined; name: string }) {
  if (!media) return null;
  if (media.mediaType === 'video') {
    // Decorative loop: muted so it may autoplay, and hidden from screen readers.
    return (
      <video
        className={styles.hero}
        src={media.url}
        autoPlay
        muted
        loop
        playsInline
        aria-hidden="true"
        data-testid="hero-art"
      />
    );
  }
  return <img className={styles.hero} src={media.url} alt={`${name} artwork`} data-testid="hero-art" />;
}

export function Banners({ banners, position }: { banners: Banner[]; position: Banner['position'] }) {
  const shown = banners.filter((banner) => banner.position === position);
  if (shown.length === 0) return null;
  return (
    <ul
      className={position === 'TOP_BANNER' ? styles.topBanners : styles.superLeaderboard}
      aria-label={position === 'TOP_BANNER' ? 'Sponsors' : 'Featured sponsor'}
    >
      {shown.map((banner) => (
        <li key={`${banner.brand}-${banner.name}`}>
          <a href={safeHref(banner.link)} target="_blank" rel="noreferrer sponsored" className={styles.banner}>
            <img src={banner.imageUrl} alt={`${banner.brand}: ${banner.name}`} className={styles.bannerImage} />
            {banner.description ? <span className={styles.muted}>{banner.description}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
