/**
 * ADR 339: a video's chapters with the students who watched each, and its questions at moments with the facility
 * of all, of those who watched the part before each and of those who skipped it (each with how many it counts).
 */
import { useTranslation } from 'react-i18next';
import type {
  ChapterFigure,
  GroupFacility,
  MomentFigure,
} from '../../../domain/quiz/results/videoStatistics';
import { formatMoment } from '../../../domain/quiz/videoMoments/videoMoments';
import { plainText } from '../../../domain/shared/richText';
import { DataTable } from '../../ui/DataTable';
import { formatShare } from './format';

function useRange() {
  const { t } = useTranslation();
  return (from: number, to: number | null) =>
    to === null
      ? formatMoment(from)
      : t('videoStatistics.range', { from: formatMoment(from), to: formatMoment(to) });
}

export function VideoChaptersTable({
  chapters,
  players,
}: {
  chapters: readonly ChapterFigure[];
  players: number;
}) {
  const { t } = useTranslation();
  const range = useRange();
  return (
    <DataTable<ChapterFigure>
      label={t('videoStatistics.chaptersCaption')}
      showCaption
      rows={chapters}
      rowKey={(chapter) => `${chapter.from}:${chapter.title}`}
      columns={[
        {
          key: 'chapter',
          header: t('videoStatistics.colChapter'),
          rowHeader: true,
          userText: true,
          render: (chapter) => chapter.title,
        },
        { key: 'time', header: t('videoStatistics.colTime'), render: (c) => range(c.from, c.to) },
        {
          key: 'watched',
          header: t('videoStatistics.colWatched'),
          align: 'right',
          render: (chapter) => t('videoStatistics.countOf', { count: chapter.students, total: players }),
        },
      ]}
    />
  );
}

export function VideoQuestionsTable({ questions }: { questions: readonly MomentFigure[] }) {
  const { t } = useTranslation();
  const facility = (group: GroupFacility) =>
    group.facility === null
      ? t('statistics.noFigure')
      : t('videoStatistics.facilityOf', { value: formatShare(group.facility), count: group.attempts });
  return (
    <DataTable<MomentFigure>
      label={t('videoStatistics.questionsCaption')}
      showCaption
      rows={questions}
      rowKey={(question) => question.itemId}
      columns={[
        { key: 'number', header: t('statistics.colNumber'), render: (q) => q.number },
        {
          key: 'question',
          header: t('statistics.colQuestion'),
          rowHeader: true,
          userText: true,
          render: (q) => plainText(q.title),
        },
        { key: 'moment', header: t('videoStatistics.colMoment'), render: (q) => formatMoment(q.at) },
        { key: 'all', header: t('videoStatistics.colAll'), align: 'right', render: facility },
        {
          key: 'watched',
          header: t('videoStatistics.colWatchedBefore'),
          align: 'right',
          render: (q) => facility(q.watched),
        },
        {
          key: 'skipped',
          header: t('videoStatistics.colSkipped'),
          align: 'right',
          render: (q) => facility(q.skipped),
        },
      ]}
    />
  );
}
