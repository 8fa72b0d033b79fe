import { useId } from 'react';
import * as styles from './MaintenancePage.css';
import { mergeLabels } from '../labels';
import { maintenancePageLabels, type MaintenancePageLabels } from './labels';

/** One of the page's images: its address and what it says (it is read out in place of the picture). */
export interface MaintenanceImage {
  src: string;
  alt: string;
  /** The image's own size in px, so the page does not jump while it loads. */
  width: number;
  height: number;
}

/**
 * The spec's two pictures where the host serves them (the site's public /images folder, so an operator replaces
 * them without a build), with the files' own sizes.
 */
export const maintenanceImages: readonly [MaintenanceImage, MaintenanceImage] = [
  { src: '/images/maintenance-works.svg', alt: '시스템 점검 작업 중', width: 640, height: 280 },
  { src: '/images/maintenance-notice.svg', alt: '점검 시간 안내', width: 640, height: 200 },
];

export interface MaintenancePageProps {
  /** The two images the spec names ("maintenance page showing two images"), in reading order; the host's by default. */
  images?: readonly [MaintenanceImage, MaintenanceImage];
  /** Overrides of the Korean labels: `heading` and `detail`. */
  labels?: MaintenancePageLabels;
}

/** The maintenance page (site-and-member-services.md sections 2 and 4): the whole site while the switch is on. */
export function MaintenancePage({ images = maintenanceImages, labels: overrides }: MaintenancePageProps) {
  const headingId = useId();
  const labels = mergeLabels(maintenancePageLabels, overrides);
  return (
    <main className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {labels.heading}
      </h1>
      <ul className={styles.images}>
        {images.map((image) => (
          <li key={image.src}>
            <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} />
          </li>
        ))}
      </ul>
      <p className={styles.detail}>{labels.detail}</p>
    </main>
  );
}
