// SWR keys of the site's own screens (the home's demo card); fetched by the default fetcher as paths.

/** The demo backend's status (demo mode only); the reset revalidates it. */
export const demoStatusKey = '/__demo/status';
