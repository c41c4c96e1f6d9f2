/**
 * Generate questions (ADR 180, ADR 207): the author picks an article, how many questions, the question type (single
 * or multiple answer for choice), the difficulty and the model; the progress streams in; Cancel stops it. Renders
 * the dialog machine's state only.
 */
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenerateQuestionsInput } from '../../../../machines/quiz/editor/generateQuestionsInput';
import {
  generateQuestionsMachine,
  selectAtLimit,
  selectMomentsOffered,
  type GenerateQuestionsOutput,
} from '../../../../machines/quiz/editor/generateQuestionsMachine';
import { createGenerateQuestionsServices } from '../../../../machines/quiz/editor/generateQuestionsServices';
import { useHttp } from '../../../AppContext';
import { FeatureLockedNotice, lockNoticeId } from '../../../classAccess/FeatureLockedNotice';
import { lockOf, useFeatureLocks } from '../../../classAccess/useFeatureLocks';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { useDialogActor } from '../../../shared/useDialogActor';
import { ArticlePickerDialog } from './ArticlePickerDialog';
import { GenerationChoices } from './GenerationChoices';
import { GenerationFailureAlert } from './GenerationFailureAlert';
import { GenerationProgress } from './GenerationProgress';
import { GenerationReport } from './GenerationReport';

export function GenerateQuestionsDialog({
  input,
  onClose,
}: {
  input: GenerateQuestionsInput;
  onClose: (output: GenerateQuestionsOutput | null) => void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(
    () => generateQuestionsMachine.provide(createGenerateQuestionsServices(http)),
    [http],
  );
  const actor = useDialogActor(logic, input, onClose);
  const snapshot = useSelector(actor, (s) => s);
  const atLimit = useSelector(actor, selectAtLimit);
  const momentsOffered = useSelector(actor, selectMomentsOffered);
  const [picking, setPicking] = useState(false);
  // The institution's grants may lock AI generation (ADR 355): said calmly; Generate waits.
  const lock = lockOf(useFeatureLocks(), 'aiGeneration');
  const { context } = snapshot;
  const cancel = () => actor.send({ type: 'dialog.cancel' });
  const generating = snapshot.matches('generating');
  const reporting = snapshot.matches('reporting');
  const choosing = snapshot.matches('choosing');

  const actions = reporting ? (
    <>
      <Button variant="secondary" onClick={() => actor.send({ type: 'report.discard' })}>
        {t('generate.cancel')}
      </Button>
      <Button onClick={() => actor.send({ type: 'report.add' })}>{t('generate.addToQuiz')}</Button>
    </>
  ) : generating ? (
    <Button variant="secondary" onClick={() => actor.send({ type: 'generate.cancel' })}>
      {t('generate.cancel')}
    </Button>
  ) : (
    <>
      <Button variant="secondary" onClick={cancel}>
        {choosing ? t('generate.cancel') : t('generate.close')}
      </Button>
      {choosing && (
        <Button
          disabled={context.articleId === null || atLimit || lock !== null}
          aria-describedby={lock ? lockNoticeId(lock) : undefined}
          onClick={() => actor.send({ type: 'generate.start' })}
        >
          {t('generate.generate')}
        </Button>
      )}
    </>
  );

  return (
    <Dialog
      open
      size="lg"
      onClose={generating ? () => undefined : cancel}
      title={t('generate.title')}
      actions={actions}
    >
      {lock && <FeatureLockedNotice lock={lock} />}
      {snapshot.matches('loading') && (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          <Spinner /> {t('generate.loading')}
        </p>
      )}
      {snapshot.matches('statusFailed') && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-2 text-sm text-red-700">
          {t('generate.statusFailed')}
          <Button variant="secondary" onClick={() => actor.send({ type: 'status.retry' })}>
            {t('generate.tryAgain')}
          </Button>
        </div>
      )}
      {snapshot.matches('disabled') && (
        <div className="mt-4 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
          <p className="font-semibold">{t('generate.disabledTitle')}</p>
          <p className="mt-1">{t('generate.disabledBody')}</p>
        </div>
      )}
      {(choosing || generating) && (
        <GenerationChoices
          actor={actor}
          context={context}
          disabled={generating}
          momentsOffered={momentsOffered}
          onChooseArticle={() => setPicking(true)}
        />
      )}
      {choosing && <GenerationFailureAlert context={context} atLimit={atLimit} />}
      {generating && <GenerationProgress context={context} />}
      {reporting && context.result && <GenerationReport report={context.result.report} />}
      {picking && (
        <ArticlePickerDialog
          onClose={(article) => {
            setPicking(false);
            if (article)
              actor.send({ type: 'article.choose', article: { id: article.id, title: article.title } });
          }}
        />
      )}
    </Dialog>
  );
}
