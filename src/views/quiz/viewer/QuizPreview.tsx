/**
 * Preview as a student (ADR 264): the student page itself (src/views/take) on the quiz's current version, in the
 * console's language, under a banner saying that nothing is recorded. The student page's machine runs with the
 * preview's effects: the session from the preview routes, answers kept on the page, the submit scored by the
 * server and stored nowhere.
 */
import { useSelector } from '@xstate/react';
import { Suspense, use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UiLanguageCode } from '../../../domain/shared/languages';
import type { QuizKind } from '../../../domain/quiz/quiz';
import { loadTakeCatalog } from '../../../i18n/loadTakeCatalog';
import { selectLanguage } from '../../../machines/session/languageMachine';
import { takeQuizMachine } from '../../../machines/take/takeQuizMachine';
import { createTakePreviewServices } from '../../../machines/take/takePreviewServices';
import { useClock, useHttp, useLanguageActor } from '../../AppContext';
import { TakePage } from '../../take/TakePage';
import { ENGLISH_TAKE_TEXT, TakeTextContext, takeTextFrom, type TakeText } from '../../take/takeText';
import { Spinner } from '../../ui/Spinner';

/** The student page's strings of each language, loaded once. */
const TEXTS = new Map<UiLanguageCode, Promise<TakeText>>([['en', Promise.resolve(ENGLISH_TAKE_TEXT)]]);
function takeTextOf(code: UiLanguageCode): Promise<TakeText> {
  let text = TEXTS.get(code);
  if (!text) {
    text = loadTakeCatalog(code).then(
      (catalog) => takeTextFrom(catalog, code),
      () => ENGLISH_TAKE_TEXT,
    );
    TEXTS.set(code, text);
  }
  return text;
}

function StudentPage({ kind, quizId }: { readonly kind: QuizKind; readonly quizId: number }) {
  const http = useHttp();
  const clock = useClock();
  const code = useSelector(useLanguageActor(), selectLanguage);
  const text = use(takeTextOf(code));
  const logic = useMemo(
    () => takeQuizMachine.provide(createTakePreviewServices(http, { kind, quizId }, clock)),
    [http, kind, quizId, clock],
  );
  return (
    <TakeTextContext.Provider value={text}>
      <TakePage logic={logic} token={`preview-${kind}-${quizId}`} clock={clock} embedded />
    </TakeTextContext.Provider>
  );
}

export interface QuizPreviewProps {
  readonly kind: QuizKind;
  readonly quizId: number;
  /** The viewer of the quiz. */
  readonly backHref: string;
}

export function QuizPreview({ kind, quizId, backHref }: QuizPreviewProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <div
        role="note"
        className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
      >
        <p className="font-semibold">{t('delivery.previewBanner')}</p>
        <Link href={backHref} className="text-sky-800 underline">
          {t('delivery.previewBack')}
        </Link>
      </div>
      <Suspense
        fallback={
          <div className="flex justify-center py-16 text-sky-700">
            <Spinner label={t('app.loading')} className="size-8" />
          </div>
        }
      >
        <StudentPage kind={kind} quizId={quizId} />
      </Suspense>
    </div>
  );
}
