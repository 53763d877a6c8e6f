import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile, type ProfileUpdate } from '../../../../shared/contracts/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { profileKeys } from './get-profile.ts';

/** PUT /api/me/profile: the role's whole editable profile; answers the saved profile. */
export function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return apiRequest('/me/profile', { method: 'PUT', body, schema: profileSchema });
}

/** Saves the profile and puts the answer in the cache, so the page and the header show it at once. */
export function useUpdateProfile() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      client.setQueryData(profileKeys.all(session), saved);
    },
  });
}
