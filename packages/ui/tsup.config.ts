import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// The published .d.ts only: the JavaScript and CSS come from Vite (vite.config.ts), which `pnpm build` runs first.
export default defineConfig({
  ...packageBuild,
  entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
  dts: { only: true },
  // Vite has just written dist; the declarations go beside its files.
  clean: false,
});
