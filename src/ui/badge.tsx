// Small status label (tournament status, platform, role).
import type { HTMLAttributes, ReactNode } from 'react';
import { badgeTone } from './badge.css.js';

export type BadgeTone = keyof typeof badgeTone;

export function Badge({
  tone = 'neutral',
  children,
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={[badgeTone[tone], className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </span>
  );
}
