// Big picture and nickname at the top of a profile.
import type { ReactNode } from 'react';
import { Avatar } from '../../../../src/ui/avatar.js';
import * as styles from './profile-header.css.js';

export function ProfileHeader({
  nickname,
  pictureUrl,
  meta,
}: {
  nickname: string;
  pictureUrl: string | null;
  meta?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <Avatar src={pictureUrl} alt={`Profile picture of ${nickname}`} size={96} />
      <div className={styles.text}>
        <h1 className={styles.name}>{nickname}</h1>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
      </div>
    </header>
  );
}
