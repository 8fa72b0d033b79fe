export { AlertDialog, ConfirmDialog } from './AlertDialog';
export type { AlertDialogProps, ConfirmDialogProps } from './AlertDialog';
export { GlobalDialogHost } from './GlobalDialogHost';
export type { GlobalDialogHostProps } from './GlobalDialogHost';
export { createGlobalDialogStore } from './globalDialogStore';
export type { GlobalDialogRequest, GlobalDialogStore } from './globalDialogStore';
export { alertDialogLabels } from './labels';
export type { AlertDialogLabels } from './labels';
