// The app frame's icons (header, drawers), in a module of their own: the first route draws them, and sharing a module
// with the boards' icons would put those there too (or make a chunk of its own).
import type { IconProps } from './Icons';

/** Three bars: a menu (the phone's menu drawer, the sport tree's drawer handle). */
export function MenuIcon({ size = 20, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** A head and shoulders: the member's own sidebar. */
export function PersonIcon({ size = 20, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="7" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3.5 17c1-3.3 3.4-5 6.5-5s5.5 1.7 6.5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** A P in a circle: the member's points. */
export function PointIcon({ size = 20, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M8 14V6.5h2.6a2.2 2.2 0 0 1 0 4.4H8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/** A person in a card: my page. */
export function MyPageIcon({ size = 20, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
      <rect x="3" y="3" width="14" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="10" cy="8.5" r="2.3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M6.2 14.5c.7-1.7 2.1-2.6 3.8-2.6s3.1.9 3.8 2.6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
