/**
 * How a video item plays for students (ADR 337): prevent skipping ahead of what was watched, the share to watch
 * before submitting (100: to the end; empty: none), and the speeds offered, normal speed always among them. Each
 * change is an editor event.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import { PLAYBACK_SPEEDS, speedsOf } from '../../../domain/quiz/videoMoments/videoMoments';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { CheckboxField } from '../../ui/CheckboxField';
import { TextField } from '../../ui/TextField';

export function VideoPlaybackFields({ editor, item }: { editor: QuizEditorActorRef; item: EditorItem }) {
  const { t, i18n } = useTranslation();
  const itemId = item.originId;
  const offered = speedsOf(item.video);
  const required = item.video?.requireWatched;
  // A percentage being typed (empty or out of range) stays as typed; the quiz keeps the last whole one.
  const [typed, setTyped] = useState<string | null>(null);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 px-3 py-2">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('videoMoments.playbackSection')}</legend>
      <CheckboxField
        label={t('videoMoments.preventSkipping')}
        checked={item.video?.preventSkipping === true}
        onChange={(event) =>
          editor.send({
            type: 'video.setPlayback',
            itemId,
            changes: { preventSkipping: event.target.checked },
          })
        }
      />
      <TextField
        name={`require-watched-${itemId}`}
        type="number"
        min={1}
        max={100}
        step={1}
        className="max-w-sm"
        label={t('videoMoments.requireWatched')}
        description={t('videoMoments.requireWatchedHelp')}
        value={typed ?? (required === undefined ? '' : String(required))}
        onChange={(event) => {
          const text = event.target.value;
          const percent = event.target.valueAsNumber;
          setTyped(text);
          if (text === '')
            editor.send({ type: 'video.setPlayback', itemId, changes: { requireWatched: null } });
          else if (Number.isInteger(percent) && percent >= 1 && percent <= 100)
            editor.send({ type: 'video.setPlayback', itemId, changes: { requireWatched: percent } });
        }}
        onBlur={() => setTyped(null)}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-800">{t('videoMoments.speeds')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {PLAYBACK_SPEEDS.map((speed) => (
            <CheckboxField
              key={speed}
              name={`speeds-${itemId}`}
              label={t('videoMoments.speed', { speed: number.format(speed) })}
              // Normal speed is always offered.
              disabled={speed === 1}
              checked={offered.includes(speed)}
              onChange={(event) =>
                editor.send({
                  type: 'video.setPlayback',
                  itemId,
                  changes: {
                    speeds: event.target.checked
                      ? [...offered, speed]
                      : offered.filter((each) => each !== speed),
                  },
                })
              }
            />
          ))}
        </div>
        <p className="text-sm text-slate-600">{t('videoMoments.normalSpeedAlways')}</p>
      </fieldset>
    </fieldset>
  );
}
