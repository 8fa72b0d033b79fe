// The site's build puts this module in place of `use-sync-external-store/shim`, which swr imports for React 17: the
// React the site runs has the hook built in, and the shim's fallback would only add bytes to the first route.
export { useSyncExternalStore } from 'react';
