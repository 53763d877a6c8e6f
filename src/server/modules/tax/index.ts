// The tax module's public surface: other modules and the app import it from here only (eslint.config.js).
// Tax withheld at source: the rules by effective date, and the backer's Tax page.
export { ruleInForce } from './tds-rules.ts';
export { registerTaxModule } from './tax.plugin.ts';
