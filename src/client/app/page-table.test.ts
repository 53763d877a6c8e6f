import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTable } from './page-table.ts';

/* The page table the build writes for the server (scripts/vite-page-table.ts), made from the page registries. */

const table = pageTable();
const modulesOf = (pathname: string) => table.find((row) => row.path === pathname)?.modules;
const DASHBOARDS = 'src/client/app/routes/dashboard/dashboard-routes.tsx';

describe('the page table', () => {
  it('names the public pages by their route module, a page under each of its paths', () => {
    expect(modulesOf('/')).toEqual(['src/client/app/routes/home.tsx']);
    expect(modulesOf('/login')).toEqual(['src/client/app/routes/login.tsx']);
    expect(modulesOf('/signin')).toEqual(['src/client/app/routes/login.tsx']);
    expect(modulesOf('/properties/:id')).toEqual(['src/client/app/routes/property-detail.tsx']);
    expect(modulesOf('/sign_in/proposer')).toEqual(['src/client/app/routes/role-home.tsx']);
  });

  it("names a dashboard page the dashboards' routes, then its own module, for the roles that have it", () => {
    expect(modulesOf('/backer_dashboard')).toEqual([DASHBOARDS, 'src/client/features/overview/pages/overview-page.tsx']);
    expect(modulesOf('/proposer_dashboard/live-deals')).toEqual([DASHBOARDS, 'src/client/app/routes/dashboard/live-deals.tsx']);
    expect(modulesOf('/backer_dashboard/kyc')).toEqual([DASHBOARDS, 'src/client/features/kyc/pages/kyc-page.tsx']);
    expect(modulesOf('/admin_dashboard/kyc')).toEqual([DASHBOARDS, 'src/client/features/kyc/pages/admin-kyc-page.tsx']);
    expect(modulesOf('/admin_dashboard/deals')).toEqual([DASHBOARDS, 'src/client/app/routes/dashboard/proposals.tsx']);
    expect(modulesOf('/proposer_dashboard/kyc')).toBeUndefined();
    expect(modulesOf('/backer_dashboard/deals')).toBeUndefined();
  });

  it('has each path once, and names only files that exist', () => {
    expect(new Set(table.map((row) => row.path)).size).toBe(table.length);
    const root = path.resolve(import.meta.dirname, '../../..');
    for (const module of new Set(table.flatMap((row) => row.modules))) expect(existsSync(path.join(root, module)), module).toBe(true);
  });
});
