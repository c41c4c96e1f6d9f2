/**
 * The set-password link of the invitation just created, with a Copy button. When the clipboard refuses (no
 * secure context, or permission), the read-only field holding the link is selected for a manual copy.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectCopyState,
  selectCreated,
  type InvitationsActorRef,
} from '../../machines/admins/invitationsMachine';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { useFormat } from '../shared/useFormat';

export function InvitationLink({ actor }: { readonly actor: InvitationsActorRef }) {
  const { t } = useTranslation();
  const format = useFormat();
  const created = useSelector(actor, selectCreated);
  const copyState = useSelector(actor, selectCopyState);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (copyState === 'failed') {
      field.current?.focus();
      field.current?.select();
    }
  }, [copyState]);

  if (!created) return null;
  const link = new URL(created.link, window.location.origin).href;
  return (
    <section
      aria-labelledby="invitation-link"
      className="flex flex-col gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-6"
    >
      <h2 id="invitation-link" className="text-lg font-semibold text-slate-900">
        {t('admins.linkHeading', { email: created.email })}
      </h2>
      <p className="text-sm text-slate-700">
        {t('admins.linkHint', { expiresAt: format.day(created.expiresAt) })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          ref={field}
          label={t('admins.linkLabel')}
          name="link"
          readOnly
          value={link}
          className="min-w-0 flex-1"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          busy={copyState === 'copying'}
          onClick={() => actor.send({ type: 'link.copy', text: link })}
        >
          {t('admins.copy')}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-800">
        {copyState === 'copied' && t('admins.copied')}
        {copyState === 'failed' && t('admins.copyFailed')}
      </p>
    </section>
  );
}
