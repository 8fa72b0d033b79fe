import { readFile, rm, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

const dist = (file: string) => new URL(`./dist/${file}`, import.meta.url);

/** The cascade layer every rule of the package ships in: a host page's own unlayered CSS always wins over it. */
export const cssLayer = 'betkit';

/** Wraps a built stylesheet in the package's layer; its source map comment stays outside, where tools look for it. */
async function layerStylesheet(file: string) {
  const css = await readFile(dist(file), 'utf8');
  const mapComment = /\/\*# sourceMappingURL=[^*]+\*\/\s*$/.exec(css)?.[0] ?? '';
  const rules = css.slice(0, css.length - mapComment.length).trimEnd();
  if (rules.startsWith(`@layer ${cssLayer}`)) return;
  await writeFile(dist(file), `@layer ${cssLayer}{${rules}}\n${mapComment}`);
}

export default defineConfig({
  ...packageBuild,
  // `theme` is the tokens and media queries alone, for an app's own vanilla-extract files (importing the whole
  // package there would make its stylesheet depend on every component's CSS). `globals` is the opt-in page reset.
  entry: { index: 'src/index.ts', theme: 'src/theme/index.ts', globals: 'src/theme/globals.css.ts' },
  dts: { entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' } },
  // Minified class names and CSS also keep the plugin from embedding a base64 copy of the source.
  minify: true,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // Pretendard's faces go into index.css and its subsets into dist: a bundler may drop a CSS import that a
  // package's chunk makes (Vite 8 does), and a consumer then gets no font at all.
  noExternal: ['pretendard'],
  loader: { '.woff2': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]-[hash]';
  },
  async onSuccess() {
    // Importing either entry brings the package's styles as one CSS file (declared in package.json's sideEffects);
    // the theme entry shares it rather than shipping a second copy of the theme's rules.
    await rm(dist('theme.css'), { force: true });
    await rm(dist('theme.css.map'), { force: true });
    // The page reset is a stylesheet alone (`@betkit/ui/globals.css`): its script holds nothing.
    for (const file of ['globals.js', 'globals.js.map']) await rm(dist(file), { force: true });
    for (const name of ['index', 'theme']) {
      const entry = dist(`${name}.js`);
      const code = (await readFile(entry, 'utf8')).replace(/^import ['"]\.\/theme\.css['"];?\n?/m, '');
      if (!code.startsWith("import './index.css';")) await writeFile(entry, `import './index.css';\n${code}`);
    }
    for (const file of ['index.css', 'globals.css']) await layerStylesheet(file);
  },
});
