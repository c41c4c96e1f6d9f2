/** The share dialog: paste e-mails, see them as removable chips, errors inline, share. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectShareBusy,
  selectShareEmails,
  selectShareError,
  selectShareInvalid,
  selectShareLoading,
  shareDialogMachine,
  type ShareDialogInput,
} from '../../../machines/quiz/dialogs/shareDialogMachine';
import type { QuizListServices } from '../../../machines/quiz/lists/quizListServices';
import { useActorOptions } from '../../AppContext';
import { useMessage } from '../../shared/useMessage';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { TextAreaField } from '../../ui/TextAreaField';
import { useDialogDone } from './useDialogDone';

export interface ShareDialogProps {
  readonly services: QuizListServices['share'];
  readonly input: ShareDialogInput;
  readonly title: string;
  readonly onClose: (shared: boolean) => void;
}

export function ShareDialog({ services, input, title, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const logic = useMemo(() => shareDialogMachine.provide(services), [services]);
  const actor = useActorRef(logic, { input, ...useActorOptions() });
  useDialogDone<{ shared: boolean }>(actor, (output) => onClose(output.shared));
  const emails = useSelector(actor, selectShareEmails);
  const invalid = useSelector(actor, selectShareInvalid);
  const error = useSelector(actor, selectShareError);
  const busy = useSelector(actor, selectShareBusy);
  const loading = useSelector(actor, selectShareLoading);
  const [text, setText] = useState('');
  const add = () => {
    actor.send({ type: 'share.paste', text });
    setText('');
  };
  const cancel = () => actor.send({ type: 'share.cancel' });
  // Share takes what is typed too: the addresses are checked and shared in one step (ADR 175).
  const submit = () => {
    actor.send({ type: 'share.submit', text });
    setText('');
  };

  return (
    <Dialog
      open
      onClose={cancel}
      title={t('quiz.shareTitle', { title })}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy && !loading}>
            {t('quiz.shareCancel')}
          </Button>
          <Button
            busy={busy && !loading}
            disabled={loading || (emails.length === 0 && !text.trim())}
            onClick={submit}
          >
            {t('quiz.shareSubmit')}
          </Button>
        </>
      }
    >
      <div className="mt-4 flex flex-col gap-2">
        <TextAreaField
          label={t('quiz.sharePaste')}
          rows={3}
          value={text}
          description={`${t('quiz.sharePasteHint')} ${t('feedback.shareAccountsOnly')}`}
          error={invalid.length > 0 ? t('quiz.shareInvalid', { list: invalid.join(', ') }) : null}
          onChange={(event) => setText(event.target.value)}
          onPaste={(event) => {
            event.preventDefault();
            actor.send({ type: 'share.paste', text: event.clipboardData.getData('text') });
          }}
        />
        <div>
          <Button variant="secondary" onClick={add} disabled={!text.trim()}>
            {t('quiz.shareAdd')}
          </Button>
        </div>
      </div>
      <h3 className="mt-4 text-sm font-semibold text-slate-800">{t('quiz.shareList')}</h3>
      {loading ? (
        <Spinner label={t('quiz.shareLoading')} className="mt-2 size-5 text-sky-700" />
      ) : emails.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('quiz.shareNone')}</p>
      ) : (
        <ul aria-label={t('quiz.shareList')} className="mt-2 flex flex-wrap gap-2">
          {emails.map((email) => (
            <li
              key={email}
              className="inline-flex items-center gap-1 rounded-full bg-sky-50 py-1 pe-1 ps-3 text-sm text-sky-900"
            >
              {email}
              <button
                type="button"
                aria-label={t('quiz.shareRemove', { email })}
                onClick={() => actor.send({ type: 'share.remove', email })}
                className="rounded-full px-2 text-sky-900 hover:bg-sky-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {message(error)}
        </p>
      )}
    </Dialog>
  );
}
