import type { UserListParams, UserListResponse } from '../../../shared/contracts/users.ts';
import type { Db } from '../../db/client.ts';
import { usersRepository } from './users.repository.ts';
import { displayName } from './user-view.ts';

/** The admin's list of accounts (GET /api/admin/users). */
export class UsersService {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async list({ page, page_size: pageSize, search, role }: UserListParams): Promise<UserListResponse> {
    const { rows, total } = await usersRepository.list(this.#db, { search, role }, pageSize, (page - 1) * pageSize);
    return {
      total,
      page,
      page_size: pageSize,
      items: rows.map(({ user, kycStatus }) => ({
        id: user.id,
        name: displayName(user),
        email: user.email,
        role: user.role,
        kyc_status: kycStatus ?? 'not_started',
        created_at: user.createdAt.toISOString(),
      })),
    };
  }
}
