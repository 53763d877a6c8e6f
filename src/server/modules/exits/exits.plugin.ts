import type { ModuleContext } from '../../module-context.ts';
import { registerSaleRoutes } from './sale.plugin.ts';

/** Exit and liquidity (after-funding.md §5): the sale of the property. */
export async function registerExitsModule(context: ModuleContext): Promise<void> {
  await registerSaleRoutes(context);
}
