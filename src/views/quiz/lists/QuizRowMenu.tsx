/**
 * The actions cell of a quiz row: Rebuild quiz where the row allows it, and the row's actions menu (ADR 267); the
 * actions that go to another screen are links.
 */
import { useTranslation } from 'react-i18next';
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

export interface QuizRowMenuProps {
  readonly config: QuizListConfig;
  readonly quiz: QuizListItem;
  readonly onAction: (quiz: QuizListItem, action: RowAction) => void;
  readonly onRebuilt: () => void;
}

export function QuizRowMenu({ config, quiz, onAction, onRebuilt }: QuizRowMenuProps) {
  const { t } = useTranslation();
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
        ...(action.kind === 'navigate' ? { href: action.to } : { onAction: () => onAction(quiz, action) }),
        danger: action.kind === 'delete',
      }))}
    />
  );
}
