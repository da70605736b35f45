// The few pictograms Arena uses for empty states, drawn inline so they never depend on an emoji font.
// All are decorative (aria-hidden); the text next to them carries the meaning.
import type { ReactNode } from 'react';

function Icon({ children, size = 40 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const TrophyIcon = () => (
  <Icon>
    <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
    <path d="M16 5h3v2a3 3 0 0 1-3 3M8 5H5v2a3 3 0 0 0 3 3" />
    <path d="M12 13v4M8.5 20h7M10 17h4v3h-4z" />
  </Icon>
);

export const ChartIcon = () => (
  <Icon>
    <path d="M4 20h16" />
    <path d="M7 16v-4M12 16V7M17 16v-7" />
  </Icon>
);

export const GemIcon = () => (
  <Icon>
    <path d="M6 4h12l3 5-9 11L3 9z" />
    <path d="M3 9h18M9 4l3 16 3-16" />
  </Icon>
);

export const TeamIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 19c.8-3 3.2-5 6-5s5.2 2 6 5" />
    <circle cx="17" cy="9" r="2.4" />
    <path d="M16 14.2c2.3.2 4.1 1.8 4.8 4.3" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon>
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
);

export const SettingsIcon = () => (
  <Icon>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Icon>
);

export const PlayerIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.2-4 4.3-6 8-6s6.8 2 8 6" />
  </Icon>
);

export const GamepadIcon = () => (
  <Icon>
    <path d="M6 8h12a4 4 0 0 1 3.9 4.8l-.8 3.9a2.3 2.3 0 0 1-4 1L15 15H9l-2.1 2.7a2.3 2.3 0 0 1-4-1l-.8-3.9A4 4 0 0 1 6 8z" />
    <path d="M8 11v3M6.5 12.5h3M15.5 12h.01M18 13.5h.01" />
  </Icon>
);
