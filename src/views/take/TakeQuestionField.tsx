/**
 * A question of the student page with its type's answer (ADR 195), its files (ADR 294) and hints (ADR 293): in its
 * place in the activity, or under its video when its moment comes (ADR 338).
 */
import { useSelector } from '@xstate/react';
import type { TakeItem } from '../../api/take/takeContract';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectFileError, selectFileSending } from '../../machines/take/takeFilesMachine';
import {
  selectAnswers,
  selectCanAnswer,
  selectFileDownloadPath,
  selectFiles,
  selectResponses,
} from '../../machines/take/takeQuizSelectors';
import { showsItsImage } from '../../questionTypes/shared/views/showsItsImage';
import { StudentAnswer } from '../../questionTypes/shared/views/studentRegistry';
import { TakeRichText } from './TakeRichText';
import { TakeHints } from './TakeHints';
import { useTakeText } from './takeText';

export type TakeQuestion = Extract<TakeItem, { kind: 'question' }>;

export function TakeQuestionField({
  actor,
  question,
  count,
}: {
  readonly actor: TakeQuizActorRef;
  readonly question: TakeQuestion;
  readonly count: number;
}) {
  const TAKE_TEXT = useTakeText();
  const chosen = useSelector(actor, (s) => selectAnswers(s)[String(question.id)]);
  const response = useSelector(actor, (s) => selectResponses(s)[String(question.id)]);
  const canAnswer = useSelector(actor, selectCanAnswer);
  // ADR 294: a file upload question's files go straight to the server, one at a time.
  const files = useSelector(actor, selectFiles);
  const fileSending = useSelector(files, (s) => selectFileSending(s, question.id));
  const fileError = useSelector(files, (s) => selectFileError(s, question.id));
  const downloadPath = useSelector(actor, selectFileDownloadPath);
  const numberId = `q${question.id}-number`;
  const titleId = `q${question.id}-title`;
  return (
    <fieldset
      aria-labelledby={`${numberId} ${titleId}`}
      className="flex flex-col gap-3"
      disabled={!canAnswer}
    >
      <p id={numberId} className="text-sm font-medium text-slate-600">
        {TAKE_TEXT.questionOf(question.number, count)}
      </p>
      <div id={titleId}>
        <TakeRichText html={question.title} className="text-base font-medium text-slate-900" />
      </div>
      {question.image && !showsItsImage(question.questionType, question.view) && (
        <img src={question.image} alt="" className="max-h-64 w-auto self-start rounded-md" />
      )}
      {question.points !== undefined && (
        <p className="text-sm text-slate-600">{TAKE_TEXT.pointsWorth(question.points)}</p>
      )}
      {/* Each question type renders its own answer (ADR 195). */}
      <StudentAnswer
        question={question}
        chosen={chosen}
        response={response}
        onChoose={(optionId) => actor.send({ type: 'answer.choose', itemId: question.id, optionId })}
        onRespond={(value) => actor.send({ type: 'answer.respond', itemId: question.id, response: value })}
        files={{
          onSend: (file) => actor.send({ type: 'file.send', itemId: question.id, file }),
          onRemove: (fileId, name) => actor.send({ type: 'file.remove', itemId: question.id, fileId, name }),
          onRefuse: (message) => actor.send({ type: 'file.refuse', itemId: question.id, message }),
          sending: fileSending,
          error: fileError,
          ...(downloadPath === null ? {} : { downloadUrl: (fileId: string) => `${downloadPath}${fileId}` }),
        }}
      />
      <TakeHints actor={actor} question={question} />
    </fieldset>
  );
}
