/** The stream's progress: reading the article, then writing question n of the count, or waiting to retry. */
import { useTranslation } from 'react-i18next';
import type { GenerateQuestionsContext } from '../../../../machines/quiz/editor/generateQuestionsContext';
import { Spinner } from '../../../ui/Spinner';

export function GenerationProgress({ context }: { context: GenerateQuestionsContext }) {
  const { t } = useTranslation();
  const writing = t('generate.writing', { done: context.written, total: context.count });
  return (
    <div role="status" className="mt-4 flex flex-col gap-2 text-sm text-slate-800">
      <p className="flex items-center gap-2">
        <Spinner />
        {context.retry
          ? t('generate.retrying', { seconds: context.retry.waitSeconds, attempt: context.retry.attempt })
          : context.hasTranscript === null
            ? t('generate.reading')
            : writing}
      </p>
      <progress
        className="h-2 w-full accent-sky-700"
        max={context.count}
        value={context.hasTranscript === null ? undefined : context.written}
        aria-label={writing}
      />
      {context.hasTranscript === false && <p className="text-slate-600">{t('generate.noTranscript')}</p>}
    </div>
  );
}
