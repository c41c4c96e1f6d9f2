/**
 * ADR 339: the Results screen's 'Video' section, for quizzes with a video item: per video, who played it, the
 * watching curve (a chart with its table), the chapters watched and the questions at its moments. Its own actor
 * loads the figures.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { VideoFigures, VideoStatistics as Figures } from '../../../domain/quiz/results/videoStatistics';
import {
  createVideoStatisticsServices,
  curveAsTable,
  curveTablePart,
} from '../../../machines/quiz/results/videoStatisticsServices';
import { selectToggled, type RecordActorRef } from '../../../machines/shared/recordMachine';
import { useHttp } from '../../AppContext';
import { useRecordActor } from '../../shared/useRecordActor';
import { RecordScreen } from '../../ui/RecordScreen';
import { VideoChaptersTable, VideoQuestionsTable } from './VideoFiguresTables';
import { WatchingCurve } from './WatchingCurve';

export function VideoStatistics({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const record = useRecordActor(createVideoStatisticsServices(useHttp()), { request: { quizId } });
  return (
    <section aria-labelledby="video-statistics" className="flex flex-col gap-4">
      <h2 id="video-statistics" className="text-xl font-semibold text-slate-900">
        {t('videoStatistics.heading')}
      </h2>
      <RecordScreen<Figures> record={record} size="section" failedText={t('videoStatistics.loadError')}>
        {(figures) => <VideoBody figures={figures} record={record} />}
      </RecordScreen>
    </section>
  );
}

function VideoBody({ figures, record }: { figures: Figures; record: RecordActorRef }) {
  const { t } = useTranslation();
  const toggled = useSelector(record, selectToggled);
  return (
    <>
      <p className="text-sm text-slate-700">{t('videoStatistics.hint')}</p>
      {figures.videos.map((video) => (
        <VideoPanel
          key={video.itemId}
          video={video}
          total={figures.students}
          asTable={curveAsTable(toggled, video.itemId)}
          onToggleTable={() => record.send({ type: 'record.toggle', part: curveTablePart(video.itemId) })}
        />
      ))}
    </>
  );
}

interface VideoPanelProps {
  readonly video: VideoFigures;
  readonly total: number;
  readonly asTable: boolean;
  readonly onToggleTable: () => void;
}

function VideoPanel({ video, total, asTable, onToggleTable }: VideoPanelProps) {
  const { t } = useTranslation();
  const headingId = `video-figures-${video.itemId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        <bdi>{video.title}</bdi>
      </h3>
      <p className="text-sm text-slate-700">
        {t('videoStatistics.played', { count: video.students, total })}
      </p>
      {video.students === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-6 text-center text-slate-700">
          {t('videoStatistics.nobody')}
        </p>
      ) : (
        <WatchingCurve curve={video.curve} asTable={asTable} onToggleTable={onToggleTable} />
      )}
      {video.chapters.length > 0 && <VideoChaptersTable chapters={video.chapters} players={video.students} />}
      {video.questions.length > 0 && <VideoQuestionsTable questions={video.questions} />}
    </section>
  );
}
