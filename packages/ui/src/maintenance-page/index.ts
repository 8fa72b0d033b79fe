export { MaintenancePage, maintenanceImages } from './MaintenancePage';
export type { MaintenanceImage, MaintenancePageProps } from './MaintenancePage';
export { maintenancePageLabels } from './labels';
export type { MaintenancePageLabels } from './labels';
