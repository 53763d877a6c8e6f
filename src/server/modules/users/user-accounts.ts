import { usersRepository } from './users.repository.ts';

/**
 * What other modules may do with accounts, each in the caller's transaction: the reads they share
 * (an account by id or e-mail, the admins a submission notifies), and the two writes auth makes
 * (registration, a password change). The admin's list and the seed's inserts stay inside.
 */
export const userAccounts = {
  findById: usersRepository.findById,
  findByEmail: usersRepository.findByEmail,
  idsWithRole: usersRepository.idsWithRole,
  insert: usersRepository.insert,
  setPasswordHash: usersRepository.setPasswordHash,
};
