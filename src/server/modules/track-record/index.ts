// The track-record module's public surface: other modules and the app import it from here only (eslint.config.js).
// Sponsor accountability in figures: a funded deal's promised vs actual, and a proposer's track record.
export { registerTrackRecordModule } from './track-record.plugin.ts';
