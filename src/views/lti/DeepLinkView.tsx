/** /lti/deep-link/{id}: an instructor, sent by their course, picks one of their quizzes to add to it (ADR 183). */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeepLinkInfo } from '../../api/lti/ltiContract';
import {
  deepLinkMachine,
  selectChosenQuiz,
  selectDeepLinkError,
  selectDeepLinkRecord,
  selectIsDeepLinkBusy,
  selectIsReturning,
  type DeepLinkActorRef,
} from '../../machines/lti/deepLinkMachine';
import { createDeepLinkServices } from '../../machines/lti/ltiServices';
import { selectRecordError } from '../../machines/shared/recordMachine';
import { useActorOptions, useApp, useHttp } from '../AppContext';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { Button } from '../ui/Button';
import { FormError } from '../ui/FormError';
import { RadioGroupField } from '../ui/RadioGroupField';
import { RecordScreen } from '../ui/RecordScreen';

export function DeepLinkView({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  const http = useHttp();
  const { reload } = useApp();
  const logic = useMemo(
    () =>
      deepLinkMachine.provide({
        actors: createDeepLinkServices(http),
        actions: { goTo: (_, path) => reload(path) },
      }),
    [http, reload],
  );
  const actor = useActorRef(logic, { input: { id }, ...useActorOptions() });
  const record = useSelector(actor, selectDeepLinkRecord);
  // A request that expired or was answered: the server's sentence says which (ADR 183).
  const gone = useSelector(record, selectRecordError)?.message;
  const title = t('lti.deepLinkTitle');
  useDocumentTitle(title);

  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <RecordScreen<DeepLinkInfo>
        record={record}
        loadingLabel={t('lti.deepLinkLoading')}
        notFoundText={gone}
        className="flex flex-col gap-4"
      >
        {(info) => <DeepLinkChoice info={info} actor={actor} />}
      </RecordScreen>
    </section>
  );
}

function DeepLinkChoice({ info, actor }: { readonly info: DeepLinkInfo; readonly actor: DeepLinkActorRef }) {
  const { t } = useTranslation();
  const chosen = useSelector(actor, selectChosenQuiz);
  const error = useSelector(actor, selectDeepLinkError);
  const busy = useSelector(actor, selectIsDeepLinkBusy);
  const returning = useSelector(actor, selectIsReturning);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'deepLink.submit' });
      }}
    >
      <p className="text-slate-700">{t('lti.deepLinkIntro', { platform: info.platform })}</p>
      {error ? <FormError message={error} /> : null}
      {info.quizzes.length === 0 ? (
        <p className="text-slate-700">{t('lti.deepLinkNone')}</p>
      ) : (
        <RadioGroupField<number>
          label={t('lti.deepLinkQuizzes')}
          options={info.quizzes.map((quiz) => ({ value: quiz.id, label: quiz.title }))}
          value={chosen}
          onChange={(quizId) => actor.send({ type: 'deepLink.choose', quizId })}
          disabled={busy}
        />
      )}
      <div>
        <Button type="submit" busy={busy} disabled={chosen === null || info.quizzes.length === 0}>
          {t('lti.deepLinkSubmit')}
        </Button>
      </div>
      {returning ? (
        <p role="status" className="text-slate-700">
          {t('lti.deepLinkReturning')}
        </p>
      ) : null}
    </form>
  );
}
