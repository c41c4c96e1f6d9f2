/**
 * The actions cell of a quiz row: Rebuild quiz where the row allows it, and the row's actions menu (ADR 267); the
 * actions that go to another screen are links.
 */
import { useTranslation } from 'react-i18next';
import type { Feature, FeatureLock } from '../../../domain/classAccess/classAccess';
import type { QuizListItem } from '../../../domain/quiz/quiz';
import { RowActions } from '../../ui/RowActions';
import { RebuildQuizAction } from '../rebuild/RebuildQuizAction';
import type { QuizListConfig } from './quizListConfigs';
import { rowActionsOf, rowCapabilities, type RowAction } from './quizRowActions';

const ACTION_LABELS = {
  share: 'quiz.actionShare',
  edit: 'quiz.actionEdit',
  copy: 'quiz.actionCopy',
  download: 'quiz.actionDownload',
  downloadScorm: 'quiz.actionDownloadScorm',
  downloadQti: 'quiz.actionDownloadQti',
  downloadCc: 'quiz.actionDownloadCc',
  downloadMoodle: 'quiz.actionDownloadMoodle',
  downloadGift: 'quiz.actionDownloadGift',
  viewResults: 'quiz.actionViewResults',
  addToClass: 'bulk.addToClass',
  delete: 'quiz.actionDelete',
} as const;

/** The feature whose lock disables an action (ADR 355); the others stay open. */
const LOCKED_BY: Partial<Record<keyof typeof ACTION_LABELS, Feature>> = {
  copy: 'quizzes',
  download: 'exports',
  downloadScorm: 'exports',
  downloadQti: 'exports',
  downloadCc: 'exports',
  downloadMoodle: 'exports',
  downloadGift: 'exports',
};

export interface QuizRowMenuProps {
  readonly config: QuizListConfig;
  readonly quiz: QuizListItem;
  readonly onAction: (quiz: QuizListItem, action: RowAction) => void;
  readonly onRebuilt: () => void;
  /** The features the grants lock for the caller. */
  readonly locks: readonly FeatureLock[];
}

export function QuizRowMenu({ config, quiz, onAction, onRebuilt, locks }: QuizRowMenuProps) {
  const { t } = useTranslation();
  const isLocked = (key: string) =>
    locks.some((lock) => lock.feature === LOCKED_BY[key as keyof typeof ACTION_LABELS]);
  return (
    <RowActions
      label={t('quiz.actionMenu', { title: quiz.title })}
      before={
        rowCapabilities(quiz).has('rebuild') && (
          <RebuildQuizAction quizId={quiz.id} title={quiz.title} onDone={onRebuilt} />
        )
      }
      actions={rowActionsOf(config, quiz).map((action) => ({
        key: action.key,
        label: t(ACTION_LABELS[action.key as keyof typeof ACTION_LABELS]),
        // A locked action is listed, disabled, whether it acts or goes to another screen.
        ...(isLocked(action.key)
          ? { disabled: true }
          : action.kind === 'navigate'
            ? { href: action.to }
            : { onAction: () => onAction(quiz, action) }),
        danger: action.kind === 'delete',
      }))}
    />
  );
}
