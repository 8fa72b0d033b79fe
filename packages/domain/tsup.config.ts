import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';
import manifest from './package.json' with { type: 'json' };

// One built entry per export of package.json ('.' is index; './slip' is slip), so the list lives in the manifest alone.
const entry = Object.fromEntries(Object.entries(manifest.exports).map(([subpath, source]) => [subpath === '.' ? 'index' : subpath.slice(2), source]));

export default defineConfig({ ...packageBuild, entry });
