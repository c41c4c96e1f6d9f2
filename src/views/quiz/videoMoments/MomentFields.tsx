/**
 * "Moment in the video" in a question's editor (ADR 337), when a video is above the question in its activity: when
 * it is asked (m:ss; empty: beside the video), whether the video pauses there, whether it must be answered to go on,
 * and the moment a wrong answer goes back to. Each change is an editor event; a rule a save found broken is shown
 * beside its field until it is mended.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { sameFieldErrors, selectFieldErrors } from '../../../machines/quiz/editor/quizEditorSelectors';
import { selectHasVideoAbove } from '../../../machines/quiz/editor/videoMomentSelectors';
import { CheckboxField } from '../../ui/CheckboxField';
import { MomentTimeField } from './MomentTimeField';

export function MomentFields({ editor, item }: { editor: QuizEditorActorRef; item: EditorItem }) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const hasVideo = useSelector(
    editor,
    useMemo(() => selectHasVideoAbove(itemId), [itemId]),
  );
  const errors = useSelector(editor, selectFieldErrors, sameFieldErrors);
  const { moment } = item;
  // A question moved away from its video keeps its moment: it shows here, marked, until it is taken away.
  if (!hasVideo && !moment) return null;
  const key = (field: string) => `item.${itemId}.${field}`;
  const change = (changes: { pause?: boolean; mustAnswer?: boolean; jumpBackTo?: number | null }) =>
    editor.send({ type: 'moment.change', itemId, changes });
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 px-3 py-2">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('videoMoments.momentSection')}</legend>
      <MomentTimeField
        name={`moment-${itemId}`}
        label={t('videoMoments.askAt')}
        description={t('videoMoments.askAtHelp')}
        optional
        value={moment?.at}
        error={errors.get(key('moment'))}
        fieldKey={key('moment')}
        onCommit={(at) =>
          editor.send(
            at === null
              ? { type: 'moment.clear', itemId }
              : moment
                ? { type: 'moment.move', itemId, at }
                : { type: 'moment.set', itemId, at },
          )
        }
      />
      {moment && (
        <>
          <CheckboxField
            label={t('videoMoments.pause')}
            checked={moment.pause}
            onChange={(event) => change({ pause: event.target.checked })}
          />
          <CheckboxField
            label={t('videoMoments.mustAnswer')}
            checked={moment.mustAnswer}
            onChange={(event) => change({ mustAnswer: event.target.checked })}
          />
          <MomentTimeField
            name={`jump-back-${itemId}`}
            label={t('videoMoments.jumpBack')}
            description={t('videoMoments.jumpBackHelp')}
            optional
            value={moment.jumpBackTo}
            error={errors.get(key('moment.jumpBackTo'))}
            fieldKey={key('moment.jumpBackTo')}
            onCommit={(jumpBackTo) => change({ jumpBackTo })}
          />
        </>
      )}
    </fieldset>
  );
}
