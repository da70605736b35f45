// Honest "nothing here yet" panel: says what is missing and, optionally, what to do next.
import type { ReactNode } from 'react';
import * as styles from './empty-state.css.js';
import { GamepadIcon } from './icons.js';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A decorative pictogram (see icons.tsx); hidden from screen readers. */
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level that fits the surrounding outline. */
  headingLevel?: 2 | 3;
}

export function EmptyState({ title, description, icon = <GamepadIcon />, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.emptyState}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
