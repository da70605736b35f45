// Round profile picture; without a picture (or when it fails to load) a generic person icon shows.
import { useState } from 'react';
import * as styles from './avatar.css.js';

export interface AvatarProps {
  src: string | null | undefined;
  /** Alternative text; empty when the name is already written next to the picture. */
  alt: string;
  size?: number;
}

export function Avatar({ src, alt, size = 40 }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      {showImage ? (
        <img
          className={styles.image}
          src={src!}
          alt={alt}
          width={size}
          height={size}
          onError={() => setFailedSrc(src!)}
        />
      ) : (
        <svg
          className={styles.fallbackIcon}
          viewBox="0 0 24 24"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        >
          <circle cx="12" cy="8" r="4.2" fill="currentColor" />
          <path d="M3.5 21c1.2-4.3 4.6-6.6 8.5-6.6s7.3 2.3 8.5 6.6z" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
