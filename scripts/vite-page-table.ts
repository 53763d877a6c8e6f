import { runnerImport, type Plugin } from 'vite';
import type * as PageTableModule from '../src/client/app/page-table.ts';
import { PAGE_TABLE_FILE } from '../src/shared/page-table.ts';

/** Writes the app's page table (src/shared/page-table.ts) into the build, next to its manifest. */
export function pageTable(): Plugin {
  let root = process.cwd();
  return {
    name: 'sharestead-page-table',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      // Loaded apart from this build (Vite's module runner, no config file): the registries' own code, not the bundle's.
      const { module } = await runnerImport<typeof PageTableModule>('/src/client/app/page-table.ts', { root, configFile: false, logLevel: 'warn' });
      this.emitFile({ type: 'asset', fileName: PAGE_TABLE_FILE, source: JSON.stringify(module.pageTable()) });
    },
  };
}
