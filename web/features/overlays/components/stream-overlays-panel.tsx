// "Stream overlays" on the tournament page, for its organizers (issue 27 §3): the three overlay URLs to paste into
// OBS (or any streaming tool) as a browser source, with a copy button each.
import { useState } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { Card } from '../../../../src/ui/card.js';
import { errorText, loadErrorTexts } from '../../../app/api/error-texts.js';
import { paths } from '../../../paths.js';
import * as styles from './stream-overlays-panel.css.js';

export function overlayUrls(origin: string, tournamentId: string) {
  return [
    { key: 'match', label: 'Current match', url: `${origin}${paths.overlay.match.build(tournamentId)}` },
    { key: 'bracket', label: 'Bracket', url: `${origin}${paths.overlay.bracket.build(tournamentId)}` },
    { key: 'standings', label: 'Standings', url: `${origin}${paths.overlay.standings.build(tournamentId)}?limit=8` },
  ] as const;
}

export function StreamOverlaysPanel({ tournamentId }: { tournamentId: string }) {
  const [copied, setCopied] = useState<{ key: string; text: string } | null>(null);
  async function copy(key: string, url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied({ key, text: 'Copied.' });
    } catch {
      await loadErrorTexts();
      setCopied({ key, text: errorText('CLIPBOARD-COPY-FAILED') });
    }
  }
  return (
    <Card title="Stream overlays" data-testid="stream-overlays">
      <p className={styles.intro}>
        Add these as a browser source in OBS at 1920×1080 (or 1280×720): the background is transparent and they update
        live. The match overlay follows the match being played, one with a stream link first.
      </p>
      <ul className={styles.list}>
        {overlayUrls(window.location.origin, tournamentId).map(({ key, label, url }) => (
          <li key={key} className={styles.item}>
            <span className={styles.label}>{label}</span>
            <div className={styles.row}>
              <a className={styles.url} href={url} target="_blank" rel="noopener" data-testid="stream-overlay-url">
                {url}
              </a>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void copy(key, url)}
                aria-label={`Copy ${label} URL`}
              >
                Copy
              </Button>
            </div>
            {copied?.key === key ? (
              <span className={styles.status} role="status">
                {copied.text}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
