import { useEffect, useRef, useState } from 'react';
import { AVATAR_MAX_BYTES, type Profile } from '../../../../shared/contracts/profile.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FileUploadField } from '../../../components/ui/file-upload-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatFileSize, imageRules } from '../../../lib/file-checks.ts';
import { t } from '../../../lib/i18n.ts';
import { useRemoveAvatar, useUploadAvatar } from '../api/index.ts';

const AVATAR_RULES = imageRules(AVATAR_MAX_BYTES);

const problemOf = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 ? error.message : t('No answer from Sharestead. Check your connection, then try again.');

/**
 * The profile photo: the current one (or the initials), Upload photo, and Remove photo after a
 * confirmation. The server cuts the picture to a square; the header shows the change at once.
 */
export function AvatarControl({ profile }: { profile: Profile }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [confirming, setConfirming] = useState(false);
  const [removeProblem, setRemoveProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);

  // After a removal the dialog's opener, the Remove photo button, is gone: the focus goes to the top
  // of the control, once the closed dialog has let go of the page (it lifts `inert` and hands the
  // focus back after it unmounts).
  useEffect(() => {
    if (confirming || !removed.current) return;
    removed.current = false;
    setTimeout(() => headingRef.current?.focus(), 0);
  }, [confirming]);

  const confirmRemove = async () => {
    try {
      await remove.mutateAsync();
      removed.current = true;
      setConfirming(false);
      setStatus(t('Photo removed; your initials are shown.'));
    } catch (error) {
      setRemoveProblem(problemOf(error));
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:w-60 sm:shrink-0" data-testid="avatar-control">
      <h3 ref={headingRef} tabIndex={-1} className="text-sm font-medium text-slate-800 focus:outline-none">
        {t('Profile photo')}
      </h3>
      <div className="flex items-center gap-4">
        <Avatar name={profile.name} src={profile.avatar} size="lg" alt={profile.avatar ? t('Profile photo of {name}', { name: profile.name }) : undefined} />
        <p className="text-sm text-slate-600">{profile.avatar ? t('Shown in the header and your menu.') : t('No photo yet; your initials are shown.')}</p>
      </div>
      <FileUploadField
        label={t('Upload photo')}
        hint={t('JPEG, PNG or WebP, up to {size}; it is cut to a square.', { size: formatFileSize(AVATAR_RULES.maxBytes) })}
        rules={AVATAR_RULES}
        noun="photo"
        upload={async (file, onProgress) => {
          setStatus('');
          await upload.mutateAsync({ file, onProgress });
        }}
      />
      {profile.avatar && (
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          onClick={() => {
            setRemoveProblem(null);
            setConfirming(true);
          }}
        >
          {t('Remove photo')}
        </Button>
      )}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {status}
      </p>
      <ConfirmDialog
        open={confirming}
        title={t('Remove your photo?')}
        confirmLabel={t('Remove photo')}
        pending={remove.isPending}
        problem={removeProblem}
        onConfirm={() => void confirmRemove()}
        onClose={() => setConfirming(false)}
      >
        {t('Your initials will be shown instead, here, in the header and in your menu. You can upload a photo again at any time.')}
      </ConfirmDialog>
    </div>
  );
}
