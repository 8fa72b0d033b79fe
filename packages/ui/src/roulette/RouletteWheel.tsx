import { formatWon, rouletteSegments, ROULETTE_SEGMENT_DEGREES, type RouletteKind } from '@betkit/domain';
import * as styles from './Roulette.css';

/** Segment fills: alternating, the misses darker. Artwork, like the level badges. */
const fills = ['#2f6fde', '#1f4fa8'] as const;
const missFill = '#3a3f4b';
const vipFills = ['#b8860b', '#8a6408'] as const;

export interface RouletteWheelProps {
  kind: RouletteKind;
  /** The wheel's clockwise rotation in degrees (grows by whole turns on each spin). */
  rotation: number;
  /** The word for a segment without points. */
  missLabel: string;
  /** The wheel's accessible name. */
  label: string;
  /** Its accessible description (the segments). */
  description: string;
}

/** Spec 9: 8 segments of 45 degrees with the wheel's prizes clockwise from the pointer at the top. */
export function RouletteWheel({ kind, rotation, missLabel, label, description }: RouletteWheelProps) {
  const segments = rouletteSegments(kind);
  const palette = kind === 'vip' ? vipFills : fills;
  const radius = 100;
  const point = (degrees: number, r = radius) => {
    const radians = ((degrees - 90) * Math.PI) / 180;
    // SVG coordinates to 3 places, so the path is the same text on every machine.
    const coordinate = (value: number) => Math.round(value * 1000) / 1000;
    return `${coordinate(r * Math.cos(radians))} ${coordinate(r * Math.sin(radians))}`;
  };
  return (
    <div className={styles.stage}>
      <svg
        className={styles.wheel}
        viewBox="-104 -104 208 208"
        role="img"
        aria-label={label}
        aria-description={description}
        style={{ transform: `rotate(${rotation}deg)` }}
        data-rotation={rotation}
      >
        <circle r="103" fill="#151821" stroke="#c9ced8" strokeWidth="2" />
        {segments.map((prize, index) => {
          const start = index * ROULETTE_SEGMENT_DEGREES;
          const end = start + ROULETTE_SEGMENT_DEGREES;
          const middle = start + ROULETTE_SEGMENT_DEGREES / 2;
          return (
            <g key={index} data-segment={index} data-prize={prize}>
              <path d={`M0 0 L${point(start)} A${radius} ${radius} 0 0 1 ${point(end)} Z`} fill={prize === 0 ? missFill : palette[index % 2]} stroke="#0d0f14" strokeWidth="1" />
              <text
                transform={`rotate(${middle}) translate(0 -66)`}
                textAnchor="middle"
                dominantBaseline="middle"
                fill="#ffffff"
                fontSize="13"
                fontWeight="700"
              >
                {prize === 0 ? missLabel : formatWon(prize, 'none')}
              </text>
            </g>
          );
        })}
        <circle r="16" fill="#0d0f14" stroke="#c9ced8" strokeWidth="2" />
      </svg>
      <svg className={styles.pointer} viewBox="0 0 28 32" aria-hidden="true">
        <path d="M14 31 L2 4 Q14 -2 26 4 Z" fill="currentColor" stroke="#ffffff" strokeWidth="2" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
