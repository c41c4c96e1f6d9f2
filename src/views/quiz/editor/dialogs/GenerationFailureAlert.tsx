/** Why no questions came: the generation's failure (with the provider's own words) or the daily limit reached. */
import { useTranslation } from 'react-i18next';
import type { GenerateQuestionsContext } from '../../../../machines/quiz/editor/generateQuestionsContext';

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
  cut: 'generate.failureCut',
  quota: 'generate.failureQuota',
  filtered: 'generate.failureFiltered',
  interrupted: 'generate.failureInterrupted',
  provider: 'generate.failureProvider',
  network: 'generate.failureNetwork',
} as const;

export function GenerationFailureAlert({
  context,
  atLimit,
}: {
  context: GenerateQuestionsContext;
  atLimit: boolean;
}) {
  const { t } = useTranslation();
  if (!atLimit && !context.failure) return null;
  return (
    <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p>
        {t(FAILURE_KEYS[atLimit && !context.failure ? 'limitReached' : context.failure!], {
          limit: context.status?.dailyLimit ?? 0,
        })}
      </p>
      {context.failureDetail && <p className="mt-1 text-red-700">{context.failureDetail}</p>}
    </div>
  );
}
