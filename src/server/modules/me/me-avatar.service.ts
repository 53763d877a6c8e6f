import { AVATAR_MAX_BYTES, type Profile } from '../../../shared/contracts/profile.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { AVATAR_URL_PREFIX, type ProcessedAvatar, type ReadPart, type UploadStore } from '../../lib/upload-store.ts';
import { NOT_SIGNED_IN } from '../../plugins/authentication.ts';
import type { Actor } from '../../policies.ts';
import { toProfile } from './me-view.ts';
import { meRepository } from './me.repository.ts';

const UPLOADED_AVATAR = new RegExp(`^${AVATAR_URL_PREFIX}([0-9a-f]{24})\\.webp$`);

export function avatarUrl(name: string): string {
  return `${AVATAR_URL_PREFIX}${name}.webp`;
}

/**
 * The signed-in person's avatar: an uploaded picture, checked by content and kept as a square
 * WebP named by its hash (so the same picture twice, from anyone, is one file). A picture's file
 * is written and removed under a lock on its URL, and removed only when no account still uses it.
 */
export class MeAvatarService {
  readonly #db: Db;
  readonly #store: UploadStore;

  constructor(options: { db: Db; store: UploadStore }) {
    this.#db = options.db;
    this.#store = options.store;
  }

  /** Replaces the avatar with the uploaded picture; answers its URL. */
  async upload(actor: Actor, readPart: ReadPart): Promise<string> {
    const received = await this.#store.receivePart(readPart, AVATAR_MAX_BYTES);
    let avatar: ProcessedAvatar;
    try {
      avatar = await this.#store.processAvatar(received);
    } finally {
      await this.#store.discard(received.path);
    }
    const url = avatarUrl(avatar.name);
    let previous: string | null;
    try {
      previous = await this.#db.transaction(async (tx) => {
        const before = await this.#lockAccount(tx, actor);
        await meRepository.lockAvatarFile(tx, url);
        await meRepository.setAvatar(tx, actor.sub, url);
        await this.#store.keepAvatar(avatar);
        return before;
      });
    } catch (error) {
      // The file may have been moved in before the transaction failed.
      await this.#removeIfUnused(url);
      throw error;
    } finally {
      await this.#store.discard(avatar.file);
    }
    if (previous !== url) await this.#removeIfUnused(previous);
    return url;
  }

  /** Clears the avatar (initials are shown); answers the profile. */
  async remove(actor: Actor): Promise<Profile> {
    const { profile, previous } = await this.#db.transaction(async (tx) => {
      const previous = await this.#lockAccount(tx, actor);
      const row = (await meRepository.setAvatar(tx, actor.sub, null))!;
      return { profile: toProfile(row), previous };
    });
    await this.#removeIfUnused(previous);
    return profile;
  }

  /** The caller's current avatar, their row locked; 401 when the account no longer exists. */
  async #lockAccount(tx: Db, actor: Actor): Promise<string | null> {
    const row = await meRepository.lockAvatar(tx, actor.sub);
    if (!row) throw new DomainError('not_signed_in', NOT_SIGNED_IN);
    return row.avatar;
  }

  /** Removes an uploaded avatar's file once no account uses it (a URL of another kind is left alone). */
  async #removeIfUnused(url: string | null): Promise<void> {
    const name = url?.match(UPLOADED_AVATAR)?.[1];
    if (!url || !name) return;
    await this.#db.transaction(async (tx) => {
      await meRepository.lockAvatarFile(tx, url);
      if ((await meRepository.avatarUsers(tx, url)) === 0) await this.#store.discard(this.#store.avatarFile(name));
    });
  }
}
