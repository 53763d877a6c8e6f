// The exits module's public surface: other modules and the app import it from here only (eslint.config.js).
// Exit and liquidity: the sale of the property (proposals, the holders' vote, the final distribution).
export { registerExitsModule } from './exits.plugin.ts';
