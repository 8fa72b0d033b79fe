import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, loadEnv, type HtmlTagDescriptor, type Plugin } from 'vite';
import { createStaticHandler } from '../../scripts/lib.mjs';
import { builtApiBaseUrl, originOf, securityHeaders } from '../../scripts/security-headers.mjs';
import { layoutLabels } from './src/layout/labels';

/**
 * Serves and emits MSW's worker script from @betkit/mocks at /mockServiceWorker.js, so the site keeps no copy of its
 * own that could drift from the msw version the mocks were built with.
 */
function demoWorkerScript(): Plugin {
  const workerPath = createRequire(import.meta.url).resolve('@betkit/mocks/mockServiceWorker.js');
  const fileName = 'mockServiceWorker.js';
  return {
    name: 'betkit-demo-worker-script',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: readFileSync(workerPath) });
    },
  };
}

/**
 * `vite preview` serves the build exactly as scripts/serve-site.mjs and a static host do: the same handler (SPA
 * fallback, gzip, immutable /assets/ only) with the security headers of scripts/security-headers.mjs, the CSP naming
 * the API's origin when the build has one (its config.json, or VITE_API_BASE_URL).
 */
function staticHostPreview(): Plugin {
  return {
    name: 'betkit-static-host-preview',
    configurePreviewServer(server) {
      const { config } = server;
      const outDir = path.resolve(config.root, config.build.outDir);
      const buildTime = loadEnv(config.mode, config.envDir || config.root, 'VITE_').VITE_API_BASE_URL;
      const apiOrigin = originOf(builtApiBaseUrl(outDir, buildTime));
      server.middlewares.use(createStaticHandler(outDir, { gzip: true, headers: securityHeaders({ apiOrigin }) }));
    },
  };
}

/**
 * index.html's root holds the top bar with the brand until React's first render replaces it, so the frame paints with
 * the styles index.html inlines (app/firstPaint.css.ts among them) instead of after the scripts and config.json.
 */
function firstPaintFrame(): Plugin {
  const frame = `<div data-first-paint aria-hidden="true">${layoutLabels.brand}</div>`;
  return {
    name: 'betkit-first-paint-frame',
    transformIndexHtml: (html) => {
      if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"> for the first paint');
      return html.replace('<div id="root"></div>', `<div id="root">${frame}</div>`);
    },
  };
}

/**
 * The entry holds no React (main.tsx reads config.json, starts demo mode's backend and the first screen's reads while
 * React downloads), so the site's own chunk is a dynamic import: its chunks go into index.html as modulepreloads, as the
 * entry's would, downloading from the start. Its stylesheets (the theme, the frame, the first board's styles, 5 KB) are
 * inlined: as two render-blocking requests they shared the phone's bandwidth with the scripts and held the first paint
 * (Lighthouse's simulated FCP on the home page 1.86 → 0.83 s).
 */
function preloadSiteChunks(): Plugin {
  const siteModule = path.join('src', 'app', 'startSite.tsx');
  const modulePreload = (file: string): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' });
  return {
    name: 'betkit-preload-site-chunks',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const site = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(siteModule));
        if (!site) throw new Error(`no chunk for ${siteModule}`);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // Each inlined stylesheet is also named by a disabled link, which no browser fetches: Vite's preload helper loads a
        // chunk's stylesheets unless a `<link rel="stylesheet">` names them, and would apply them a second time.
        const inlineStyle = (file: string): HtmlTagDescriptor[] => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`${file}: no such stylesheet in the bundle`);
          return [
            { tag: 'style', children: String(asset.source), injectTo: 'head' },
            { tag: 'link', attrs: { rel: 'stylesheet', href: `/${file}`, disabled: true }, injectTo: 'head' },
          ];
        };
        // Dependencies first, so the stylesheets keep the cascade order the imports give them.
        const files = new Set<string>();
        const tags: HtmlTagDescriptor[] = [];
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          byFile.get(fileName)?.imports.forEach(visit);
          if (!html.includes(`/${fileName}"`)) tags.push(modulePreload(fileName));
          tags.push(...[...(byFile.get(fileName)?.viteMetadata?.importedCss ?? [])].flatMap(inlineStyle));
        };
        visit(site.fileName);
        return { html, tags };
      },
    },
  };
}

/** The source folder behind an export of @betkit/domain (`/slip` → packages/domain/src/slip; '' → its root). */
const domainFolder = (subpath: string) => path.dirname(createRequire(import.meta.url).resolve(`@betkit/domain${subpath}`));
const domainRoot = domainFolder('');
/** The domain's subpaths that every screen reads (odds, slips, submit checks, dictionaries, session guards). */
const firstRouteSubpaths = ['betting', 'board', 'dictionaries', 'format', 'limits', 'messages', 'read', 'shell', 'slip', 'submit', 'time'];
const firstRouteFolders = firstRouteSubpaths.map((name) => domainFolder(`/${name}`));
/** Modules of those subpaths that no first screen reads: the polled board's structural sharing and price track (only /inplay reads them),
 * the date-range presets (the partner and recommender areas' period filters), the history lists' rules with the slip
 * settlement they use and the cancel window (the history screens'), the sign-up copy (the join dialog's), the money
 * services' copy (the deposit, withdraw and conversion screens') and the message box's and holdem entry's, so they load with
 * their routes. */
const laterRules = new Set([
  path.join(domainFolder('/board'), 'share.ts'),
  path.join(domainFolder('/board'), 'live.ts'),
  path.join(domainFolder('/format'), 'date-range.ts'),
  path.join(domainFolder('/betting'), 'history.ts'),
  path.join(domainFolder('/betting'), 'leg-result.ts'),
  path.join(domainFolder('/submit'), 'cancel.ts'),
  path.join(domainFolder('/messages'), 'join.ts'),
  path.join(domainFolder('/messages'), 'money-services.ts'),
  path.join(domainFolder('/messages'), 'member-services.ts'),
]);
/** A module of those subpaths, or one of the package root's own modules (odds, money, constants, entities). */
const isFirstRouteRule = (id: string) =>
  !laterRules.has(id) && (path.dirname(id) === domainRoot || firstRouteFolders.some((folder) => id.startsWith(folder + path.sep)));
/** The api client's core and the calls every screen makes, and the site's React-free boot (the runtime and its stores,
 * the first screen's loads, the popups' loader), its route map, server-fault check, history keys the slip revalidates,
 * board query and frame words: the entry reads them before React's chunk has arrived, so nothing here may import React. */
const firstRouteClient = /packages[\\/]api[\\/]src[\\/]([a-z-]+\.ts$|calls[\\/](session|boards|betting|member|shell)\.ts$)|apps[\\/]site[\\/]src[\\/](app[\\/](boot|stores|storageStore|firstScreen|firstScreenLoads|sitePopups|paths|serverFault)|sports[\\/]prematchQuery|history[\\/]historyKeys|layout[\\/]labels)\.ts$/;
/** The board's Korean labels, which every first screen draws: they cost less in the rules than as a chunk of their own. The
 * slip's (with its amount field's and odds-change dialog's) come with the slip, which a phone opens in a dialog. */
const firstRouteLabels = /packages[\\/]ui[\\/]src[\\/]odds-board[\\/]labels\.ts$/;
/** The site's first-route modules that need React (the error kernel, slip feed, lazy dialog, session, the reads' hooks and
 * router links): they join ui-core, which the first route loads with React. */
const firstRouteReactClient = /apps[\\/]site[\\/]src[\\/](app[\\/](errors|useSlipFeed|useLazyDialog|session)|sports[\\/]queries|shell[\\/]queries|session[\\/]queries|betting[\\/]context)\.ts$|apps[\\/]site[\\/]src[\\/]app[\\/]routerLinks\.tsx$/;

/** The member screens' rules (accounts, money and member services, results; with the history lists, cancel window and
 * sign-up and money-service copy above) as one chunk, and the partner areas' as another: demo mode's backend reads nearly
 * all of them at boot, and as two dozen ~1 KB chunks they queued its first screen behind their requests (LCP 3.7 → 3.1 s).
 * A route of them loads a few KB more than it reads. */
const memberScreenFolders = ['accounts', 'money-services', 'member-services', 'results'].map((name) => domainFolder(`/${name}`));
/** Modules of those folders that stay out of it: what a first screen reads (the visitor's words and login panel, the
 * popups, the member menu, the charge history's keys in the desktop column, /inplay's game periods) and what every member's
 * page loads after it (the route guards and notifications, the login page's guard): 10 KB more for each would cost more. */
const outsideMemberRules = [
  'accounts/text.ts',
  'accounts/login.ts',
  'member-services/popups.ts',
  'member-services/member-menu.ts',
  'member-services/route-guards.ts',
  'member-services/notifications.ts',
  'money-services/charge-history.ts',
  'results/game-status.ts',
  'results/periods.ts',
].map((file) => path.normalize(file));
const inFolder = (id: string, folders: string[]) => folders.some((folder) => id.startsWith(folder + path.sep));
const isMemberScreenRule = (id: string) =>
  (inFolder(id, memberScreenFolders) && !outsideMemberRules.some((file) => id.endsWith(path.sep + file))) ||
  (laterRules.has(id) && !inFolder(id, [domainFolder('/board')]) && !id.endsWith(path.join('format', 'date-range.ts')));
const isPartnerRule = (id: string) =>
  inFolder(id, [domainFolder('/partners')]) || id.endsWith(path.join('format', 'date-range.ts')) || /packages[\\/]api[\\/]src[\\/]calls[\\/]partner-paths\.ts$/.test(id);

/**
 * react-router 7's package exports name only its development build (remix-run/react-router#14102), whose dev warnings
 * stay in a production bundle. The build reads the production files beside it; the dev server keeps the warnings.
 */
const routerDist = path.join(path.dirname(createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve('react-router')), '..', 'production');
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];
/** swr imports React 17's useSyncExternalStore shim, which React 18 and later have built in: the build uses React's. */
const builtInExternalStore = { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('src/app/externalStore.ts', import.meta.url)) };

/**
 * react-router's production files set `displayName` on their components and call React's factories (`forwardRef`,
 * `createContext`, `memo`) at the top level without pure annotations, so a bundle keeps Form, useSubmit and the rest
 * whether or not the site uses them (remix-run/react-router#15299, open). The build drops those top-level assignments and
 * marks the factory calls pure, as that change would. Its server-side cookie helpers import `cookie`, a CommonJS module a
 * bundle always runs: the build gives them a stand-in that fails if a browser ever called them.
 */
function treeShakeableRouter(): Plugin {
  const topLevelDisplayName = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
  const topLevelFactoryCall = /^var [A-Za-z_$][\w$]* = (?=React\d*\.(?:createContext|forwardRef|memo)\()/gm;
  const routerFile = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
  const serverCookies = '\0betkit:router-server-cookies';
  return {
    name: 'betkit-tree-shakeable-router',
    apply: 'build',
    // Before Vite's resolver, which would find the real `cookie`.
    enforce: 'pre',
    resolveId: (source, importer) => (source === 'cookie' && importer && routerFile.test(importer) ? serverCookies : null),
    load: (id) =>
      id === serverCookies
        ? `const serverOnly = () => { throw new Error("react-router's cookies are for its server runtime"); };\nexport { serverOnly as parse, serverOnly as serialize };\n`
        : null,
    transform: {
      filter: { id: routerFile },
      handler(code, id) {
        const edited = new MagicString(code);
        for (const match of code.matchAll(topLevelDisplayName)) edited.remove(match.index, match.index + match[0].length);
        for (const match of code.matchAll(topLevelFactoryCall)) edited.appendLeft(match.index + match[0].length, '/* @__PURE__ */ ');
        return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ source: id, hires: 'boundary' }) } : null;
      },
    },
  };
}

const port = Number(process.env.PORT ?? 4173);

export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin(), demoWorkerScript(), staticHostPreview(), firstPaintFrame(), preloadSiteChunks(), treeShakeableRouter()],
  // MSW's cookie jar (tough-cookie and its public-suffix list, over half the demo chunk) serves no demo call: see the module.
  resolve: {
    alias: [
      { find: /^tough-cookie$/, replacement: fileURLToPath(new URL('src/app/demoCookieJar.ts', import.meta.url)) },
      ...(command === 'build' ? [...productionRouter, builtInExternalStore] : []),
    ],
  },
  // Another process may hold the default port: PORT moves both servers, and a busy port moves on to the next.
  server: { port, strictPort: false },
  preview: { port, strictPort: false },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // Every browser the site supports (es2022) has modulepreload; the polyfill would be dead weight on the first screen.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Imported constants (app/paths.ts's routes among them) are written where they are read, not shared as exports.
      optimization: { inlineConst: true },
      output: {
        codeSplitting: {
          groups: [
            // swr's mutation entry stays out: only the write screens load it, with app/useWrite.ts.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr(?![\\/]dist[\\/]mutation)|use-sync-external-store)[\\/]/, priority: 20 },
            // The design system's pieces on every board (theme, buttons, bet buttons, paging) and the radix primitives under
            // them, likewise in one chunk; the slip column (ui's and the site's wiring, used by the layout and the boards)
            // joins them, as a chunk of its own on the first route cost a request; so does the top bar, which the partner frame
            // draws too (shared, it became a first-route chunk of its own). The rest of ui's frame stays with the layout.
            // ui's single-flight guard and media-query hook join too: the first route and the lazy screens share them.
            // So do the site's small shared pieces the frame draws (betting, screen and sports labels, the icons, the stale notice,
            // the holdem tab): each was a chunk of its own, one more request before the first paint; and the site's first-route
            // modules that need React, which the React-free rules below must not hold.
            {
              name: 'ui-core',
              test: (id) => /packages[\\/]ui[\\/]src[\\/](theme|button|money-text|odds-text|bet-button|pagination|nav-tabs)[\\/]|packages[\\/]ui[\\/]src[\\/](frame[\\/](SlipColumn|labels|Header)|icons[\\/](FrameIcons|Icons))|packages[\\/]ui[\\/]src[\\/]internal[\\/](useSingleFlight\.ts|useMediaQuery\.ts|VisuallyHidden\.tsx)$|apps[\\/]site[\\/]src[\\/](betting[\\/](SlipColumn|StaleNotice)\.tsx|(betting|screens|sports)[\\/]labels\.ts|layout[\\/]HoldemTab\.tsx)$|node_modules[\\/]@vanilla-extract[\\/]/.test(id) || firstRouteReactClient.test(id),
              priority: 15,
            },
            // Radix: the primitives under every widget. The first screen's bet buttons, screen-reader text, the slip's switch,
            // gauge and policy choice and the sport tree's accordion are plain elements, so it loads with a first dialog; roving
            // focus goes with the tabs that use it.
            {
              name: 'radix',
              test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|slot|compose-refs|context|use-controllable-state|use-layout-effect|use-callback-ref|use-effect-event|id|collection|direction|use-is-hydrated))[\\/]/,
              priority: 12,
            },
            // Demo mode's backend (the demo module, the mocks and MSW) in one chunk, without the named scenarios and their
            // XSS corpus: only QA and the journeys use those, and they load on the first `__betkitDemo.use`.
            {
              name: 'demo',
              test: /apps[\\/]site[\\/]src[\\/]app[\\/](demo|demoCookieJar)\.ts$|packages[\\/]mocks[\\/]src[\\/](?!scenarios\.ts$|fixtures[\\/]xss-corpus\.ts$)|node_modules[\\/](msw|@mswjs|@msw|@open-draft|rettime|outvariant|is-node-process|until-async|strict-event-emitter|headers-polyfill|cookie|set-cookie-parser)[\\/]/,
              priority: 14,
              // Its dependencies (the domain rules the routes share) stay in their own chunks, or every route would load the mocks.
              includeDependenciesRecursively: false,
            },
            // The rules every screen reads (the domain subpaths above), the api client and the site's React-free boot: one chunk
            // instead of a dozen small ones, and all the entry imports; account, money-service, member-area and result rules stay
            // with their screens. `pnpm size` fails if React reaches the entry's imports.
            {
              name: 'rules',
              // Vite's preload helper too: the React-free entry uses it, and in ui-core it would make the entry wait for React.
              test: (id) => isFirstRouteRule(id) || firstRouteClient.test(id) || firstRouteLabels.test(id) || /vite[\\/]preload-helper/.test(id),
              // Above ui-core, which would otherwise take the domain modules its components import (and React with them).
              priority: 16,
            },
            // Without their dependencies, which the first route's chunks hold already.
            { name: 'member-rules', test: isMemberScreenRule, priority: 9, includeDependenciesRecursively: false },
            { name: 'partner-rules', test: isPartnerRule, priority: 9, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
