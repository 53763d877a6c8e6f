import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { RejectKycDialog } from './reject-kyc-dialog.tsx';

describe('RejectKycDialog in French', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('says an empty reason is missing in French, and sends nothing', async () => {
    await activateLanguage('fr');
    const onReject = vi.fn();
    render(<RejectKycDialog backerName="Asha Rao" open pending={false} problem={null} onReject={onReject} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(screen.getByRole('textbox', { name: /Motif/ })).toHaveAccessibleDescription(
      /Le motif est obligatoire : indiquez à l’investisseur ce qu’il doit corriger\./,
    );
    expect(onReject).not.toHaveBeenCalled();
  });
});
