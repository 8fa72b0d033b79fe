export { ChevronIcon, SearchIcon, StarIcon } from './Icons';
export { MenuIcon, MyPageIcon, PersonIcon, PointIcon } from './FrameIcons';
export type { IconProps } from './FrameIcons';
