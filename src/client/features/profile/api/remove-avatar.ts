import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile } from '../../../../shared/contracts/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { profileKeys } from './get-profile.ts';

/** DELETE /api/me/avatar: initials are shown instead; answers the profile. */
export function removeAvatar(): Promise<Profile> {
  return apiRequest('/me/avatar', { method: 'DELETE', schema: profileSchema });
}

/** As an upload, the answer goes into the profile's cache that the header reads. */
export function useRemoveAvatar() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (saved) => {
      client.setQueryData(profileKeys.all(session), saved);
    },
  });
}
