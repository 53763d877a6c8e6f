export { getProfile, profileQueryKey, profileQueryOptions, useAccountIdentity, useProfile } from './get-profile.ts';
export { updateProfile, useUpdateProfile } from './update-profile.ts';
