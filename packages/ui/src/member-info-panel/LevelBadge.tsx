// The five level badges. Their colours are artwork (bronze, silver, gold, the VIP gem, the VVIP crown),
// like the level images the site ships, so they are drawn here rather than read from the theme.

export interface LevelBadgeProps {
  /** The badge number from the domain's `levelIcon`: 1..5. */
  icon: number;
  /** Size in px. */
  size?: number;
}

const SHIELD = 'M12 1.5l8.5 3.2v6.1c0 5.3-3.6 9.6-8.5 11.7-4.9-2.1-8.5-6.4-8.5-11.7V4.7z';

/** Chevrons stacked on the shield: one for LV.1, two for LV.2, three for LV.3. */
function Chevrons({ count }: { count: number }) {
  const top = 12.5 - (count - 1) * 2.25;
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <path
          key={i}
          d={`M7.5 ${top + i * 4.5}l4.5 -3 4.5 3`}
          fill="none"
          stroke="#ffffff"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </>
  );
}

const shieldColours: Readonly<Record<number, { fill: string; edge: string }>> = {
  1: { fill: '#a4663a', edge: '#6e3f1f' },
  2: { fill: '#8d97a6', edge: '#5b6472' },
  3: { fill: '#d49a12', edge: '#8f6405' },
};

/** A member's level badge, decorative: the level is always written beside it. */
export function LevelBadge({ icon, size = 24 }: LevelBadgeProps) {
  const common = { width: size, height: size, viewBox: '0 0 24 24', 'aria-hidden': true, 'data-level-icon': icon } as const;
  if (icon === 5) {
    return (
      <svg {...common}>
        <path d="M2.5 7.5l5 4 4.5-7.5 4.5 7.5 5-4-1.8 11H4.3z" fill="#f5b301" stroke="#a86b00" strokeWidth="1" />
        <rect x="4.3" y="18.5" width="15.4" height="3" rx="1" fill="#c0262d" />
        <circle cx="12" cy="4" r="1.6" fill="#ff5a5f" />
        <circle cx="2.5" cy="7.5" r="1.3" fill="#ff5a5f" />
        <circle cx="21.5" cy="7.5" r="1.3" fill="#ff5a5f" />
      </svg>
    );
  }
  if (icon === 4) {
    return (
      <svg {...common}>
        <path d="M6.5 3.5h11l4.5 6-10 12.5L2 9.5z" fill="#8b5cf6" stroke="#5b34b8" strokeWidth="1" />
        <path d="M2 9.5h20M8.5 3.5L12 22 15.5 3.5M6.5 3.5l2 6M17.5 3.5l-2 6" fill="none" stroke="#d9ccff" strokeWidth="0.9" />
      </svg>
    );
  }
  const level = icon === 2 || icon === 3 ? icon : 1;
  const colours = shieldColours[level]!;
  return (
    <svg {...common}>
      <path d={SHIELD} fill={colours.fill} stroke={colours.edge} strokeWidth="1" />
      <Chevrons count={level} />
    </svg>
  );
}
