/** The dialog a quiz row's action opened: share, delete or download; a share or delete that changed the quiz reloads the list. */
import type { QuizListItem } from '../../../domain/quiz/quiz';
import type { ExportFormat } from '../../../machines/quiz/dialogs/downloadQuizMachine';
import type { QuizListServices } from '../../../machines/quiz/lists/quizListServices';
import { DeleteQuizDialog } from '../dialogs/DeleteQuizDialog';
import { DownloadQuizDialog } from '../dialogs/DownloadQuizDialog';
import { ShareDialog } from '../dialogs/ShareDialog';
import { BulkAddToClassDialog } from './BulkAddToClassDialog';
import type { QuizListConfig } from './quizListConfigs';

export type OpenDialog =
  | { readonly kind: 'share' | 'delete' | 'addToClass'; readonly quiz: QuizListItem }
  | { readonly kind: 'download'; readonly quiz: QuizListItem; readonly format: ExportFormat | null };

export interface QuizRowDialogProps {
  readonly dialog: OpenDialog;
  readonly config: QuizListConfig;
  readonly services: QuizListServices;
  readonly loadsEverySharedUser: boolean;
  readonly onClose: () => void;
  readonly reload: () => void;
}

export function QuizRowDialog({
  dialog,
  config,
  services,
  loadsEverySharedUser,
  onClose,
  reload,
}: QuizRowDialogProps) {
  const { quiz } = dialog;
  const closeAfter = (changed: boolean) => {
    onClose();
    if (changed) reload();
  };
  if (dialog.kind === 'download')
    return (
      <DownloadQuizDialog
        services={services.download}
        input={{ kind: config.kind, quizId: quiz.id, title: quiz.title, format: dialog.format }}
        onClose={onClose}
      />
    );
  if (dialog.kind === 'addToClass') return <BulkAddToClassDialog quizIds={[quiz.id]} onClose={closeAfter} />;
  if (dialog.kind === 'delete')
    return (
      <DeleteQuizDialog
        services={services.remove}
        input={{ kind: config.kind, quizId: quiz.id, title: quiz.title }}
        onClose={closeAfter}
      />
    );
  if (!config.share) return null;
  return (
    <ShareDialog
      services={services.share}
      title={quiz.title}
      input={{
        quizId: quiz.id,
        ...config.share,
        loadShared: loadsEverySharedUser,
        initialEmails: quiz.sharedList.map(({ user }) => user.email),
      }}
      onClose={closeAfter}
    />
  );
}
