import { GlobalDialogHost, type GlobalDialogStore } from '@betkit/ui';

/** The global alert/confirm host in its own chunk (see SiteProviders). */
export default function DialogHost({ store }: { store: GlobalDialogStore }) {
  return <GlobalDialogHost store={store} />;
}
