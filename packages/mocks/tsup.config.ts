import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

export default defineConfig([
  { ...packageBuild, entry: ['src/index.ts', 'src/browser.ts', 'src/node.ts', 'src/http.ts'] },
  // The CLI runs straight from the workspace too, where @betkit/api and domain resolve to TypeScript sources: it carries them.
  { ...packageBuild, entry: { 'bin/mock-server': 'src/bin/mock-server.ts' }, dts: false, clean: false, noExternal: ['@betkit/api', '@betkit/domain'] },
]);
