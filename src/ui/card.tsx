// A raised surface grouping related content; with `title` it becomes a labelled section.
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './card.css.js';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  title?: string;
  children: ReactNode;
}

export function Card({ title, children, className, ...rest }: CardProps) {
  const titleId = useId();
  const classes = [styles.card, className].filter(Boolean).join(' ');
  if (!title) {
    return (
      <div className={classes} {...rest}>
        {children}
      </div>
    );
  }
  return (
    <section className={classes} aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
