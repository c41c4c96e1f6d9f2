/** The per-row 'Rebuild quiz' of section quizzes in the library list; reports to `onDone` so the list reloads. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createRebuildServices } from '../../../machines/quiz/import/quizImportServices';
import { rebuildQuizMachine, selectRebuilding } from '../../../machines/quiz/rebuild/rebuildQuizMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../../AppContext';
import { Button } from '../../ui/Button';
import { useOnEmitted } from './useOnEmitted';

export function RebuildQuizAction({
  quizId,
  title,
  onDone,
}: {
  readonly quizId: number;
  readonly title: string;
  readonly onDone?: () => void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const logic = useMemo(() => {
    const services = createRebuildServices(http, notifications);
    return rebuildQuizMachine.provide({
      actors: { rebuildQuiz: services.actors.rebuildQuiz },
      actions: services.actions,
    });
  }, [http, notifications]);
  const action = useActorRef(logic, { input: { quizId }, ...useActorOptions() });
  useOnEmitted(action, 'rebuilt', onDone);
  const busy = useSelector(action, selectRebuilding);
  return (
    <Button
      variant="ghost"
      busy={busy}
      aria-label={t('delivery.rebuildQuizFor', { title })}
      onClick={() => action.send({ type: 'rebuild.start' })}
    >
      {t('delivery.rebuildQuiz')}
    </Button>
  );
}
