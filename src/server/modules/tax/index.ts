// The tax module's public surface: other modules and the app import it from here only (eslint.config.js).
// Tax withheld at source: the rules by effective date.
export { ruleInForce } from './tds-rules.ts';
