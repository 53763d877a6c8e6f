// The commitments module's public surface: other modules and the app import it from here only (eslint.config.js).
// The commitments' rows, read by deals (a deal's backers, a backer's own) and written by investing.
export { commitmentsRepository } from './commitments.repository.ts';
