/** Quiz Preview (super admins): the quiz as students will see it, read-only, with Close. */
import { useTranslation } from 'react-i18next';
import {
  isVideoItem,
  questionNumbers,
  type QuizEditorState,
} from '../../../../domain/quiz/editor/quizEditorState';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { RichTextView } from '../../../ui/RichTextView';
import { QuestionAnswerKey } from '../../../../questionTypes/shared/views/editorRegistry';
import { MarkedOptions } from '../../viewer/MarkedOptions';

export function PreviewDialog({ state, onClose }: { state: QuizEditorState; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('editor.quizPreview')}
      actions={<Button onClick={onClose}>{t('editor.close')}</Button>}
    >
      {/* Scrolled with the keyboard too: the preview has nothing else to focus. */}
      <div
        role="region"
        aria-label={t('editor.quizPreview')}
        tabIndex={0}
        className="mt-4 flex max-h-[60vh] flex-col gap-4 overflow-y-auto"
      >
        <p className="text-lg font-semibold">
          <bdi>{state.details.title}</bdi>
        </p>
        {state.activities.map((activity) => {
          const numbers = questionNumbers(state.activities);
          return (
            <section key={activity.originId}>
              <h3 className="font-semibold">
                <bdi>{activity.title}</bdi>
              </h3>
              <ol className="flex flex-col gap-2">
                {activity.items.map((item) => (
                  <li key={item.originId} className="rounded border border-slate-200 p-2">
                    {isVideoItem(item) ? (
                      <p>{t('editor.video', { title: item.article?.title ?? '' })}</p>
                    ) : (
                      <>
                        <p className="font-medium">
                          {t('editor.question', { number: numbers.get(item.originId) })}
                        </p>
                        <RichTextView html={item.title} />
                        <MarkedOptions
                          options={item.textOptions.map((option) => ({
                            id: option.originId,
                            text: option.text,
                          }))}
                          rightIds={item.rightAnswer}
                          className="mt-1"
                          optionClassName="px-2 py-1"
                        />
                        <QuestionAnswerKey
                          questionType={item.questionType}
                          definition={item.definition}
                          image={item.image}
                        />
                      </>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
    </Dialog>
  );
}
