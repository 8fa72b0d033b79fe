import type { MaintenanceImage } from '@betkit/ui';

/**
 * The maintenance page's two pictures (spec 2). They are served from the site's public folder, not bundled, so an
 * operator replaces them on the host without a build; the sizes are the files' own.
 */
export const MAINTENANCE_IMAGES: readonly [MaintenanceImage, MaintenanceImage] = [
  {
    src: '/images/maintenance-works.svg',
    alt: '시스템 점검 작업 중',
    width: 640,
    height: 280,
  },
  {
    src: '/images/maintenance-notice.svg',
    alt: '점검 시간 안내',
    width: 640,
    height: 200,
  },
];
