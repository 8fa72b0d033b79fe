export { ChevronIcon, SearchIcon, StarIcon } from './Icons';
export type { IconProps } from './Icons';
