import { readFile, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

export default defineConfig({
  ...packageBuild,
  entry: ['src/index.ts'],
  // Minified class names and CSS also keep the plugin from embedding a base64 copy of the source.
  minify: true,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    // Importing the package brings its styles: one CSS file, declared in package.json's sideEffects.
    const entry = new URL('./dist/index.js', import.meta.url);
    const code = await readFile(entry, 'utf8');
    if (!code.startsWith("import './index.css';")) await writeFile(entry, `import './index.css';\n${code}`);
  },
});
