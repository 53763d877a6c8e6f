// The statements module's public surface: other modules and the app import it from here only (eslint.config.js).
// Backers' yearly statements.
export { registerStatementsModule } from './statements.plugin.ts';
