// Not in spec: the spec shows the maintenance page as "two images" only; the heading and the line under them are ours.
import type { Labels } from '../labels';

/** Korean labels of MaintenancePage. */
export const maintenancePageLabels = {
  /** The page's heading. */
  heading: '사이트 점검 중입니다',
  /** Says what happens next: the site's settings are re-read, and the member is taken home when maintenance ends. */
  detail: '점검이 끝나면 자동으로 첫 화면으로 이동합니다.',
} as const;

/** Overrides of MaintenancePage's labels, for its `labels` prop. */
export type MaintenancePageLabels = Labels<typeof maintenancePageLabels>;
