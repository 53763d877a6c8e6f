// The reviews module's public surface: other modules and the app import it from here only (eslint.config.js).
// The admin's review of submitted deals.
export { registerReviewsModule } from './reviews.plugin.ts';
