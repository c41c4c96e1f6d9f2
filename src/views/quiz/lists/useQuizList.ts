/**
 * The wiring of one quiz list screen: its services, a list actor whose query lives in the URL, the rows pending in
 * the bulk outbox (hidden, and a reload once they settle) and the row selection.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { listQuery, PAGE_SIZE, type ListQuery } from '../../../domain/shared/listQuery';
import type { QuizListItem } from '../../../domain/quiz/quiz';
import type { QuizListScreen } from '../../../domain/quiz/quizArea';
import { selectListQuery } from '../../../machines/shared/listMachine';
import {
  createQuizListServices,
  undoableQuizRemoval,
  LIBRARY_TAB_FILTER,
  SHOW_EXPIRED_FILTER,
  SHOW_INTERNAL_FILTER,
} from '../../../machines/quiz/lists/quizListServices';
import { useHttp, useNotificationsActor } from '../../AppContext';
import { useListInUrl, useQueryFromUrl } from '../../shared/list/useListInUrl';
import { useListActor } from '../../shared/list/useListScreen';
import { useBulkOutbox, usePendingIds, useReloadOnSettled } from '../../shared/list/BulkOutboxScope';
import { useRowSelection } from '../../shared/list/useRowSelection';

const DEFAULTS: Partial<Record<QuizListScreen, ListQuery>> = {
  libraryList: listQuery({ filters: { [LIBRARY_TAB_FILTER]: 'textbooks' } }),
  customerList: listQuery({ filters: {} }),
};
const FILTER_NAMES: Partial<Record<QuizListScreen, readonly string[]>> = {
  libraryList: [LIBRARY_TAB_FILTER],
  customerList: [SHOW_EXPIRED_FILTER, SHOW_INTERNAL_FILTER],
};

export function useQuizList(screen: QuizListScreen) {
  const http = useHttp();
  const notifications = useNotificationsActor();
  const outbox = useBulkOutbox();
  // A confirmed delete goes through the bulk outbox like a bulk one: hidden, its notice with Undo (ADR 266).
  const services = useMemo(() => {
    const created = createQuizListServices(http, notifications, { siteOrigin: window.location.origin });
    return outbox ? { ...created, remove: undoableQuizRemoval(outbox) } : created;
  }, [http, notifications, outbox]);
  const urlOptions = useMemo(
    () => ({ defaults: DEFAULTS[screen], filterNames: FILTER_NAMES[screen] ?? [] }),
    [screen],
  );
  const initialQuery = useQueryFromUrl(urlOptions);
  const list = useListActor(services.fetchPage(screen), { pageSize: PAGE_SIZE.default, initialQuery });
  useListInUrl(list, urlOptions);
  const query = useSelector(list, selectListQuery);
  const reload = useCallback(() => list.send({ type: 'list.reload' }), [list]);
  const pending = usePendingIds('quiz');
  useReloadOnSettled('quiz', reload);
  const selection = useRowSelection<QuizListItem>(
    list,
    (quiz) => quiz.id,
    (quiz) => quiz.title,
    pending,
  );
  return { services, list, query, reload, pending, selection };
}
