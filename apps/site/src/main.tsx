import { bootSite } from './app/boot';
import { preloadFirstScreen, startFirstReads } from './app/firstScreenLoads';

// The entry holds no React: config.json is read, demo mode's backend starts, and the first page's chunk and reads
// go out while React's chunks (which index.html preloads) are still downloading.
const site = import('./app/startSite');
preloadFirstScreen(window.location.pathname);
const runtime = bootSite();
const firstReads = runtime.then(({ client }) => startFirstReads(client, window.location));
const { startSite } = await site;
await startSite(runtime, firstReads);
