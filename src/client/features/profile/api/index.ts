export { getProfile, profileKeys, profileQueryOptions, useAccountIdentity, useProfile } from './get-profile.ts';
export { removeAvatar, useRemoveAvatar } from './remove-avatar.ts';
export { updateProfile, useUpdateProfile } from './update-profile.ts';
export { uploadAvatar, useUploadAvatar } from './upload-avatar.ts';
