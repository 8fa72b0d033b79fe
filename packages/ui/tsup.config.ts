import { readFile, rm, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

export default defineConfig({
  ...packageBuild,
  // `theme` is the tokens and media queries alone, for an app's own vanilla-extract files (importing the whole
  // package there would make its stylesheet depend on every component's CSS).
  entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
  // Minified class names and CSS also keep the plugin from embedding a base64 copy of the source.
  minify: true,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    // Importing either entry brings the package's styles as one CSS file (declared in package.json's sideEffects);
    // the theme entry shares it rather than shipping a second copy of the theme's rules.
    await rm(new URL('./dist/theme.css', import.meta.url), { force: true });
    await rm(new URL('./dist/theme.css.map', import.meta.url), { force: true });
    for (const name of ['index', 'theme']) {
      const entry = new URL(`./dist/${name}.js`, import.meta.url);
      const code = (await readFile(entry, 'utf8')).replace(/^import ['"]\.\/theme\.css['"];?\n?/m, '');
      if (!code.startsWith("import './index.css';")) await writeFile(entry, `import './index.css';\n${code}`);
    }
  },
});
