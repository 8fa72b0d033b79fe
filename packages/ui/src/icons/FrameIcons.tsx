// The app frame's icons (header, drawers) and every icon's base, in a module of their own: the first route draws them,
// and sharing a module with the boards' icons would put those there too (or make a chunk of its own).
import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height in px. */
  size?: number;
  /** A style class of the caller (e.g. a chevron's rotation when its branch opens). */
  className?: string;
}

/** Every icon's svg: a square `box` units wide drawn at `size` px, decorative (the control beside it is named). */
export function FrameIcon({ size = 20, box = 20, className, children }: IconProps & { box?: number; children: ReactNode }) {
  return (
    <svg className={className} width={size} height={size} viewBox={`0 0 ${box} ${box}`} aria-hidden="true">
      {children}
    </svg>
  );
}

/** A frame icon: `body` drawn in the 20-unit box (one element, shared by every use). */
const frameIcon = (body: ReactNode) =>
  function Icon(props: IconProps) {
    return <FrameIcon {...props}>{body}</FrameIcon>;
  };

/** Three bars: a menu (the phone's menu drawer, the sport tree's drawer handle). */
export const MenuIcon = frameIcon(<path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />);

/** A head and shoulders: the member's own sidebar. */
export const PersonIcon = frameIcon([
  <circle key="head" cx="10" cy="7" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />,
  <path key="shoulders" d="M3.5 17c1-3.3 3.4-5 6.5-5s5.5 1.7 6.5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />,
]);

/** A P in a circle: the member's points. */
export const PointIcon = frameIcon([
  <circle key="ring" cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.8" />,
  <path key="p" d="M8 14V6.5h2.6a2.2 2.2 0 0 1 0 4.4H8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />,
]);

/** A person in a card: my page. */
export const MyPageIcon = frameIcon([
  <rect key="card" x="3" y="3" width="14" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />,
  <circle key="head" cx="10" cy="8.5" r="2.3" fill="none" stroke="currentColor" strokeWidth="1.6" />,
  <path key="shoulders" d="M6.2 14.5c.7-1.7 2.1-2.6 3.8-2.6s3.1.9 3.8 2.6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />,
]);
