import * as styles from './Marquee.css';

export interface MarqueeProps {
  /** The text that scrolls (the site top notice of GET /setting/user). */
  text: string;
  /** The region's accessible name. */
  label: string;
}

/**
 * The site top notice scrolling across the mobile header (spec 2 and 9: once in 15 seconds). It pauses while hovered
 * or focused (it takes focus, so a keyboard can stop it: WCAG 2.2.2); under `prefers-reduced-motion` it stands still, cut with an ellipsis. Screen readers read the still
 * copy once, never the moving one.
 */
export function Marquee({ text, label }: MarqueeProps) {
  if (text.trim() === '') return null;
  return (
    <div className={styles.root} role="region" aria-label={label} tabIndex={0}>
      <span className={styles.still}>{text}</span>
      <span className={styles.track} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
