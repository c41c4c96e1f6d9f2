/**
 * The header controls of a quiz list: search, the library's tabs, Show Expired Quizzes, Upload QTI, the library's
 * rebuild and Create a New Quiz, each on the lists that have it.
 */
import { useTranslation } from 'react-i18next';
import type { FeatureLock } from '../../../domain/classAccess/classAccess';
import type { ListQuery } from '../../../domain/shared/listQuery';
import type { ListActorRef } from '../../../machines/shared/listMachine';
import { LIBRARY_TAB_FILTER } from '../../../machines/quiz/lists/quizListServices';
import { ListSearchField } from '../../shared/list/ListSearchField';
import { FeatureLocked, lockNoticeId } from '../../classAccess/FeatureLockedNotice';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { QtiUploadButton } from '../import/QtiUploadButton';
import { RebuildLibraryButton } from '../rebuild/RebuildLibraryButton';
import type { QuizListConfig } from './quizListConfigs';
import { CustomerListSwitches, LibraryTabs } from './QuizListControls';

export interface QuizListHeaderProps {
  readonly config: QuizListConfig;
  readonly list: ListActorRef;
  readonly query: ListQuery;
  readonly createPath: string | null;
  readonly reload: () => void;
  /** The grants lock quizzes (ADR 355): Create waits, with the reason. */
  readonly locked: FeatureLock | null;
}

export function QuizListHeader({ config, list, query, createPath, reload, locked }: QuizListHeaderProps) {
  const { t } = useTranslation();
  const { screen } = config;
  const sectionsTab = query.filters[LIBRARY_TAB_FILTER] === 'sections';
  return (
    <>
      {screen === 'libraryList' && <LibraryTabs list={list} />}
      <div className="flex flex-wrap items-end gap-3">
        <ListSearchField
          actorRef={list}
          label={t(config.searchKey as 'quiz.searchTemplate')}
          placeholder={t(config.searchKey as 'quiz.searchTemplate')}
          className="min-w-64 flex-1"
        />
        {screen === 'customerList' && <CustomerListSwitches list={list} />}
        {screen === 'templateList' && <QtiUploadButton onUploaded={reload} />}
        {screen === 'libraryList' && sectionsTab && <RebuildLibraryButton onDone={reload} />}
        {createPath && locked && (
          <FeatureLocked lock={locked}>
            <Button disabled aria-describedby={lockNoticeId(locked)}>
              {t('quiz.createQuiz')}
            </Button>
          </FeatureLocked>
        )}
        {createPath && !locked && (
          <ButtonLink href={createPath} className="inline-flex items-center">
            {t('quiz.createQuiz')}
          </ButtonLink>
        )}
      </div>
    </>
  );
}
