// The design system's icons: decorative (aria-hidden), drawn in currentColor so they take the text's colour.

export interface IconProps {
  /** Width and height in px. */
  size?: number;
  /** A style class of the caller (e.g. a chevron's rotation when its branch opens). */
  className?: string;
}

/** A star: the favourite toggle; filled when on. */
export function StarIcon({ size = 16, className, filled = false }: IconProps & { filled?: boolean }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="M8 1.5l1.9 4.1 4.5.5-3.4 3 1 4.4L8 11.3l-4 2.2 1-4.4-3.4-3 4.5-.5z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A magnifier: a search's submit. */
export function SearchIcon({ size = 16, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10.5 10.5L14 14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** A chevron pointing right: a branch that opens (rotated by the caller when open). */
export function ChevronIcon({ size = 10, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 10 10" aria-hidden="true">
      <path d="M3 1.5L6.5 5 3 8.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
