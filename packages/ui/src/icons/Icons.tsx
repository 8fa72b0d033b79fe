// The design system's icons: decorative (aria-hidden), drawn in currentColor so they take the text's colour.
import { FrameIcon, type IconProps } from './FrameIcons';

/** A star: the favourite toggle; filled when on. */
export function StarIcon({ size = 16, className, filled = false }: IconProps & { filled?: boolean }) {
  return (
    <FrameIcon size={size} box={16} className={className}>
      <path
        d="M8 1.5l1.9 4.1 4.5.5-3.4 3 1 4.4L8 11.3l-4 2.2 1-4.4-3.4-3 4.5-.5z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </FrameIcon>
  );
}

/** A magnifier: a search's submit. */
export function SearchIcon({ size = 16, className }: IconProps) {
  return (
    <FrameIcon size={size} box={16} className={className}>
      <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10.5 10.5L14 14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </FrameIcon>
  );
}

/** A chevron pointing right: a branch that opens (rotated by the caller when open). */
export function ChevronIcon({ size = 10, className }: IconProps) {
  return (
    <FrameIcon size={size} box={10} className={className}>
      <path d="M3 1.5L6.5 5 3 8.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </FrameIcon>
  );
}
