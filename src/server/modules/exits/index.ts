// The exits module's public surface: other modules and the app import it from here only (eslint.config.js).
// Exit windows (a call auction per window on a funded Buy 'N' Hold deal) and the sale of the property
// (proposals, the holders' vote, the final distribution).
export { registerExitsModule } from './exits.plugin.ts';
export type { ExitWindowsService } from './exit-windows.service.ts';
export { suspendOpenWindow } from './release.ts';
export { type TradeFlow, tradeFlowsOf } from './trade-flows.ts';
// The units check's exits part: accounts whose locked face value differs from their open sell orders (empty when right).
export { checkLockedUnits } from './trade-flows.ts';
