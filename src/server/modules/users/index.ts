// The users module's public surface: other modules and the app import it from here only (eslint.config.js).
// Accounts: the admin's Users page, and the account reads other modules share.
export { displayName, toAccountView, toTokenSubject } from './user-view.ts';
export { usersRepository } from './users.repository.ts';
export { usersRoutes } from './users.routes.ts';
export { UsersService } from './users.service.ts';
