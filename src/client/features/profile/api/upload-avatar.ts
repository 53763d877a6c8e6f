import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarUploadResponseSchema, type AvatarUploadResponse, type Profile } from '../../../../shared/contracts/profile.ts';
import { apiUpload } from '../../../lib/api-files.ts';
import { useSession } from '../../../lib/use-session.ts';
import { profileKeys } from './get-profile.ts';

/** POST /api/me/avatar: one picture, sent with upload progress; answers the new picture's URL. */
export function uploadAvatar({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }): Promise<AvatarUploadResponse> {
  return apiUpload('/me/avatar', file, { schema: avatarUploadResponseSchema, onProgress });
}

/**
 * The new URL goes into the profile's cache, which the header and user menu read too: all show it
 * at once. Without a cached profile there is nothing to patch: it is read again.
 */
export function useUploadAvatar() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async ({ url }) => {
      const key = profileKeys.all(session);
      if (client.getQueryData<Profile>(key)) client.setQueryData<Profile>(key, (profile) => profile && { ...profile, avatar: url });
      else await client.invalidateQueries({ queryKey: key });
    },
  });
}
