/**
 * Generate questions (ADR 180): the author picks an article, how many questions, single or multiple answer, the
 * difficulty and the model; the progress streams in; Cancel stops it. Renders the dialog machine's state only.
 */
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, QUESTION_COUNT, type Difficulty } from '../../../../domain/quiz/editor/aiGeneration';
import {
  generateQuestionsMachine,
  selectAtLimit,
  type GenerateQuestionsInput,
  type GenerateQuestionsOutput,
} from '../../../../machines/quiz/editor/generateQuestionsMachine';
import { createGenerateQuestionsServices } from '../../../../machines/quiz/editor/generateQuestionsServices';
import { useHttp } from '../../../AppContext';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { RadioGroupField } from '../../../ui/RadioGroupField';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { ArticlePickerDialog } from './ArticlePickerDialog';
import { useDialogActor } from '../../../shared/useDialogActor';

const DIFFICULTY_KEYS = {
  easy: 'generate.difficultyEasy',
  medium: 'generate.difficultyMedium',
  hard: 'generate.difficultyHard',
} as const satisfies Record<Difficulty, string>;

const FAILURE_KEYS = {
  notConfigured: 'generate.failureNotConfigured',
  limitReached: 'generate.failureLimitReached',
  alreadyRunning: 'generate.failureAlreadyRunning',
  timeout: 'generate.failureTimeout',
  rateLimited: 'generate.failureRateLimited',
  badKey: 'generate.failureBadKey',
  refused: 'generate.failureRefused',
  malformed: 'generate.failureMalformed',
  noQuestions: 'generate.failureNoQuestions',
  unknownModel: 'generate.failureUnknownModel',
  provider: 'generate.failureProvider',
  network: 'generate.failureNetwork',
} as const;

const REPAIR_KEYS = {
  trimmed: 'generate.repairTrimmed',
  duplicateOptionsRemoved: 'generate.repairDuplicateOptionsRemoved',
  extraOptionsRemoved: 'generate.repairExtraOptionsRemoved',
  unknownAnswersRemoved: 'generate.repairUnknownAnswersRemoved',
  singleAnswerKept: 'generate.repairSingleAnswerKept',
} as const;

const DROP_KEYS = {
  unreadable: 'generate.dropUnreadable',
  shortTitle: 'generate.dropShortTitle',
  tooFewOptions: 'generate.dropTooFewOptions',
  noRightAnswer: 'generate.dropNoRightAnswer',
  duplicateQuestion: 'generate.dropDuplicateQuestion',
  beyondCount: 'generate.dropBeyondCount',
} as const;

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
  const [picking, setPicking] = useState(false);
  const { context } = snapshot;
  const cancel = () => actor.send({ type: 'dialog.cancel' });
  const generating = snapshot.matches('generating');
  const reporting = snapshot.matches('reporting');
  const choosing = snapshot.matches('choosing');
  const provider = context.status?.providers.find((p) => p.id === context.provider);

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
          disabled={context.articleId === null || atLimit}
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
        <fieldset disabled={generating} className="mt-4 flex min-w-0 flex-col gap-4">
          {context.articles.length === 0 ? (
            <p className="text-sm text-slate-700">{t('generate.noArticle')}</p>
          ) : (
            <SelectField
              label={t('generate.article')}
              value={String(context.articleId ?? '')}
              onChange={(e) => actor.send({ type: 'article.select', id: Number(e.target.value) })}
              options={context.articles.map((article) => ({
                value: String(article.id),
                label:
                  article.activityTitle === null
                    ? t('generate.chosenArticle', { title: article.title })
                    : t('generate.articleInActivity', {
                        title: article.title,
                        activity: article.activityTitle,
                      }),
              }))}
            />
          )}
          <div>
            <Button variant="secondary" onClick={() => setPicking(true)}>
              {t('generate.chooseArticle')}
            </Button>
          </div>
          <div className="grid gap-4 desk:grid-cols-2">
            <TextField
              name="count"
              label={t('generate.count')}
              description={t('generate.countHint')}
              type="number"
              inputMode="numeric"
              min={QUESTION_COUNT.min}
              max={QUESTION_COUNT.max}
              value={context.count}
              onChange={(e) => actor.send({ type: 'count.set', count: e.target.valueAsNumber })}
            />
            <SelectField
              label={t('generate.difficulty')}
              value={context.difficulty}
              onChange={(e) =>
                actor.send({ type: 'difficulty.set', difficulty: e.target.value as Difficulty })
              }
              options={DIFFICULTIES.map((d) => ({ value: d, label: t(DIFFICULTY_KEYS[d]) }))}
            />
          </div>
          <RadioGroupField
            label={t('generate.answers')}
            value={context.isMultiple ? 'multiple' : 'single'}
            onChange={(value) => actor.send({ type: 'answers.set', isMultiple: value === 'multiple' })}
            options={[
              { value: 'single', label: t('generate.single') },
              { value: 'multiple', label: t('generate.multiple') },
            ]}
          />
          <div className="grid gap-4 desk:grid-cols-2">
            <SelectField
              label={t('generate.provider')}
              value={context.provider}
              onChange={() => undefined}
              options={(context.status?.providers ?? []).map((p) => ({ value: p.id, label: p.label }))}
            />
            <SelectField
              label={t('generate.model')}
              value={context.model}
              onChange={(e) => actor.send({ type: 'model.set', model: e.target.value })}
              options={(provider?.models ?? []).map((model) => ({
                value: model,
                label: model === provider?.defaultModel ? t('generate.defaultModel', { model }) : model,
              }))}
            />
          </div>
          <p className="text-sm text-slate-700">{t('generate.into', { activity: context.activityTitle })}</p>
          {context.status && (
            <p className="text-xs text-slate-600">
              {t('generate.usage', { used: context.status.usedToday, limit: context.status.dailyLimit })}
            </p>
          )}
        </fieldset>
      )}
      {choosing && (atLimit || context.failure) && (
        <div
          role="alert"
          className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p>
            {t(FAILURE_KEYS[atLimit && !context.failure ? 'limitReached' : context.failure!], {
              limit: context.status?.dailyLimit ?? 0,
            })}
          </p>
          {context.failureDetail && <p className="mt-1 text-red-700">{context.failureDetail}</p>}
        </div>
      )}
      {generating && (
        <div role="status" className="mt-4 flex flex-col gap-2 text-sm text-slate-800">
          <p className="flex items-center gap-2">
            <Spinner />
            {context.retry
              ? t('generate.retrying', { seconds: context.retry.waitSeconds, attempt: context.retry.attempt })
              : context.hasTranscript === null
                ? t('generate.reading')
                : t('generate.writing', { done: context.written, total: context.count })}
          </p>
          <progress
            className="h-2 w-full accent-sky-700"
            max={context.count}
            value={context.hasTranscript === null ? undefined : context.written}
            aria-label={t('generate.writing', { done: context.written, total: context.count })}
          />
          {context.hasTranscript === false && <p className="text-slate-600">{t('generate.noTranscript')}</p>}
        </div>
      )}
      {reporting && context.result && (
        <section aria-labelledby="generate-report" className="mt-4 text-sm text-slate-800">
          <h3 id="generate-report" className="font-semibold">
            {t('generate.reportTitle')}
          </h3>
          <ul className="mt-2 list-disc ps-5">
            {context.result.report.repaired.map((entry) => (
              <li key={`r${entry.number}`}>
                {t('generate.reportRepaired', {
                  number: entry.number,
                  repairs: entry.repairs.map((r) => t(REPAIR_KEYS[r])).join(', '),
                })}
              </li>
            ))}
            {context.result.report.dropped.map((entry) => (
              <li key={`d${entry.number}`}>
                {t('generate.reportDropped', { number: entry.number, reason: t(DROP_KEYS[entry.reason]) })}
              </li>
            ))}
          </ul>
        </section>
      )}
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
