// The package's JavaScript and CSS (`pnpm build` runs this, then tsup for the .d.ts): every source module stays its
// own file (preserveModules) and each stylesheet module imports its own CSS file, so a consumer's bundler that drops a
// component's module drops its CSS too. An app importing only OddsChangeDialog loads only the dialog's rules.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import manifest from './package.json' with { type: 'json' };

/** The cascade layer every rule of the package ships in: a host page's own unlayered CSS always wins over it. */
export const cssLayer = 'betkit';

const dependencies = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
const isDependency = (id: string) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));

/** `to` as an import specifier from the file `from` (both paths inside dist). */
function relativeImport(from: string, to: string) {
  const base = from.split('/').slice(0, -1);
  const target = to.split('/');
  let shared = 0;
  while (shared < base.length && base[shared] === target[shared]) shared++;
  const up = base.length - shared;
  return `${up === 0 ? './' : '../'.repeat(up)}${target.slice(shared).join('/')}`;
}

/**
 * Vite's library mode takes CSS imports out of the chunks (leaving `/* empty css *\/`); this puts each chunk's own
 * stylesheets back as imports, wraps every stylesheet in the package's layer, writes `styles.css` (all of them, in
 * the order the index evaluates them) and drops the page reset's empty script.
 */
function cssPerModule(): Plugin {
  return {
    name: 'betkit-css-per-module',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) {
          file.source = `@layer ${cssLayer}{${String(file.source).trim()}}\n`;
        }
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const stylesheets = [...(chunk.viteMetadata?.importedCss ?? [])];
        chunk.code = chunk.code.replace(/^\/\* empty css\s*\*\/$/gm, '');
        if (stylesheets.length === 0) continue;
        chunk.code = `${stylesheets.map((css) => `import '${relativeImport(chunk.fileName, css)}';`).join('')}\n${chunk.code}`;
        // One line more at the top: the source map's lines move down by one.
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === 'asset') {
          const json = JSON.parse(String(map.source));
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
        }
      }
      // All of it in one file, in evaluation order (a module's imports before it), for an app that wants one <link>.
      const ordered: string[] = [];
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return;
        seen.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) if (!ordered.includes(css)) ordered.push(css);
        chunk.imports.forEach(visit);
        chunk.dynamicImports.forEach(visit);
      };
      visit('index.js');
      const all = ordered.map((css) => {
        const asset = bundle[css];
        return asset?.type === 'asset' ? String(asset.source) : '';
      });
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: all.join('') });
      // The page reset is a stylesheet alone (`@betkit/ui/globals.css`): its script holds nothing.
      delete bundle['globals.js'];
      delete bundle['globals.js.map'];
    },
  };
}

/**
 * The published ThemeRoot brings Pretendard's faces: a consumer's bundler skips the theme barrel's `import './fonts'`
 * (nothing is used from the barrel itself), and ThemeRoot is what sets the font. The site and Storybook import the
 * faces themselves, so the source keeps the import in the barrel and their chunks stay as they are.
 */
function fontWithThemeRoot(): Plugin {
  return {
    name: 'betkit-font-with-theme-root',
    transform(code, id) {
      // On the first line, so every later line keeps its place in the source map.
      return id.endsWith('/src/theme/ThemeRoot.tsx') ? { code: `import './fonts';${code}`, map: null } : null;
    },
  };
}

export default defineConfig({
  // Relative asset URLs: the font faces load their subsets from beside the stylesheet, wherever it is served.
  base: './',
  // One line per module would flood `pnpm build`; warnings and errors still show.
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin({ identifiers: 'short' }), fontWithThemeRoot(), cssPerModule()],
  resolve: {
    // Library mode inlines every asset; Pretendard's subsets stay files (fonts/) that its faces load on demand.
    alias: [{ find: /^(\.\/woff2-dynamic-subset\/.+\.woff2)$/, replacement: '$1?no-inline' }],
  },
  build: {
    // `theme` is the tokens and media queries alone, for an app's own vanilla-extract files; `globals` the page reset.
    lib: { entry: { index: 'src/index.ts', theme: 'src/theme/index.ts', globals: 'src/theme/globals.css.ts' }, formats: ['es'] },
    cssCodeSplit: true,
    sourcemap: true,
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: {
      external: isDependency,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: ({ names }) => {
          const name = names[0] ?? 'asset';
          if (name.endsWith('.woff2')) return 'fonts/[name]-[hash][extname]';
          if (name.includes('pretendard')) return 'fonts/pretendard.css';
          // `button/Button.css.ts.vanilla.css` → `button/Button.css`, beside the `Button.css.js` that imports it.
          return name.replace(/\.css\.ts\.vanilla\.css$/, '.css');
        },
      },
    },
  },
});
