import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile } from '../../../../shared/contracts/profile.ts';
import { apiUpload } from '../../../lib/api-files.ts';
import { useSession } from '../../../lib/use-session.ts';
import { profileQueryKey } from './get-profile.ts';

/** POST /api/me/avatar: one picture, sent with upload progress; answers the profile with its new avatar. */
export function uploadAvatar({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }): Promise<Profile> {
  return apiUpload('/me/avatar', file, { schema: profileSchema, onProgress });
}

/** The answer goes into the profile's cache, which the header and user menu read too: all show it at once. */
export function useUploadAvatar() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (saved) => {
      client.setQueryData(profileQueryKey(session), saved);
    },
  });
}
