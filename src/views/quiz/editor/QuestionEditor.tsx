/**
 * One question: its title as rich text, its image, its answers as its type edits them (editorRegistry.tsx), and
 * its points, general feedback, feedback by outcome (ADR 404) and hints under a disclosure; a text block is its
 * text and image only (ADR 260).
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import { isTextBlock } from '../../../questionTypes/textBlock/domain/textBlock';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { QuestionTypeEditor } from '../../../questionTypes/shared/views/editorRegistry';
import { MathPreview } from '../../ui/MathPreview';
import { TextAreaField } from '../../ui/TextAreaField';
import { QuestionImageField } from './QuestionImageField';
import { HintsEditor } from '../hints/HintsEditor';
import { OutcomeFeedbackFields } from './OutcomeFeedbackFields';
import { PointsField } from './PointsField';
import { RichTextField } from './RichTextField';
import { VersionsNotice } from './VersionsNotice';
import { MomentFields } from '../videoMoments/MomentFields';

/**
 * Memoised on its item: a row re-rendered by the drag-and-drop context leaves an unchanged question and its
 * rich-text editor alone (ADR 082).
 */
export const QuestionEditor = memo(function QuestionEditor({
  editor,
  item,
  label,
  titleError,
  optionsError,
  answersError,
  pointsError,
}: {
  editor: QuizEditorActorRef;
  item: EditorItem;
  label: string;
  /** The question text's message after a failed save, while it still applies. */
  titleError?: string | undefined;
  /** The options' message after a failed save, while it still applies (choice). */
  optionsError?: string | undefined;
  /** The answers' message of another type after a failed save. */
  answersError?: string | undefined;
  pointsError?: string | undefined;
}) {
  const { t } = useTranslation();
  const itemId = item.originId;
  return (
    <div className="flex flex-col gap-3">
      <VersionsNotice item={item} />
      <RichTextField
        label={isTextBlock(item) ? t('questionTypes.textBlockText') : t('editor.questionTitle')}
        value={item.title}
        error={titleError}
        fieldKey={`item.${itemId}.title`}
        onChange={(title) => editor.send({ type: 'question.setTitle', itemId, title })}
      />
      <QuestionImageField editor={editor} itemId={itemId} image={item.image} label={label} />
      <QuestionTypeEditor
        editor={editor}
        item={item}
        label={label}
        answersError={(item.questionType ?? 'choice') === 'choice' ? optionsError : answersError}
      />
      {/* Asked at a moment of the video above it (ADR 337). */}
      <MomentFields editor={editor} item={item} />
      {/* A text block has no points and no feedback (ADR 260). */}
      {!isTextBlock(item) && (
        <details
          className="rounded-md border border-slate-200 px-3 py-2"
          open={pointsError ? true : undefined}
        >
          <summary className="cursor-pointer text-sm font-medium text-slate-800">
            {t('questionTypes.pointsAndFeedback')}
          </summary>
          <div className="mt-2 flex flex-col gap-3">
            <PointsField
              name={`points-${itemId}`}
              value={item.points}
              error={pointsError}
              field={`item.${itemId}.points`}
              onPoints={(points) => editor.send({ type: 'question.setPoints', itemId, points })}
            />
            <TextAreaField
              name={`feedback-${itemId}`}
              label={t('questionTypes.generalFeedback')}
              value={item.feedback ?? ''}
              onChange={(event) =>
                editor.send({ type: 'question.setFeedback', itemId, feedback: event.target.value })
              }
            />
            <MathPreview value={item.feedback ?? ''} />
            <OutcomeFeedbackFields editor={editor} item={item} />
            <HintsEditor editor={editor} item={item} />
          </div>
        </details>
      )}
    </div>
  );
});
