import type { ReactNode } from 'react';
import socialSprite from './social-icons.svg?url';

/**
 * The social networks' icons live in a sprite file (hashed, cached for a year), not inline: every
 * page's footer shows six of them, ≈ 0.7 KB of the first response's 14 KB (decision 061), and they
 * are below the fold. The others are drawn inline: the header's are in the first paint.
 */
const spriteIcons = new Set(['youtube', 'instagram', 'facebook', 'tiktok', 'twitter', 'pinterest']);

const paths: Record<string, ReactNode> = {
  chevron: <path d="M7 10l5 5 5-5z" />,
  search: (
    <path d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
  ),
  menu: <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />,
  close: (
    <path d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z" />
  ),
  globe: (
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-3a15.7 15.7 0 0 0-1.3-3.6A8 8 0 0 1 18.9 8zM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h3a15.7 15.7 0 0 0 1.3 3.6A8 8 0 0 1 5.1 16zm3-8h-3a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8.1 8zM12 20a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6a15.7 15.7 0 0 0 1.3-3.6h3a8 8 0 0 1-4.3 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z" />
  ),
  user: <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />,
};

/** Inline SVG icon; decorative unless a `label` is given. */
export function Icon({
  name,
  label,
  size = 20,
}: {
  name: keyof typeof paths | string;
  label?: string;
  size?: number;
}) {
  return (
    <svg
      className={`icon icon-${name}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      {spriteIcons.has(name) ? <use href={`${socialSprite}#${name}`} /> : paths[name]}
    </svg>
  );
}
