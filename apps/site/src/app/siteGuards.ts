import { lazy } from 'react';

/**
 * The guards of spec 4 and the member's notifications, in a chunk of their own, for the frames of the areas (partner).
 * The member frame names the chunk itself: a module shared with it would become a first-route chunk of its own.
 */
export const SiteGuards = lazy(() => import('../shell/SiteGuards'));
