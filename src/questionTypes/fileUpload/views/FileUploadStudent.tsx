/**
 * File upload on the student page (ADR 294): a real `<input type=file>` with its label (on a phone the browser
 * offers the camera beside the files, since the picker asks for images only where the question does), the
 * question's instructions and limits read with it, and the files sent, each with its name, size and a Remove
 * button. A file is checked against the question's size and kinds before it is sent (said beside the picker, in
 * the student's language); once sent, the list is what the server stored. A question of one file replaces it when
 * another is picked. A drawing question (ADR 306) shows the drawing board on the question's picture first: the
 * drawing is sent as a PNG by the same route, and the picker stays beside it to send a picture instead (the way by
 * keyboard). No zod here (ADR 140).
 */
import { useId, useRef } from 'react';
import { formatBytes, isOfKinds } from '../domain/fileKinds';
import { answerFilesOf } from '../domain/fileAnswers';
import { useTakeText, useTypeText } from '../../../views/take/takeText';
import type { StudentQuestionProps } from '../../shared/views/studentQuestion';
import { QuestionDrawing } from './QuestionDrawing';
import { fileUploadTakeText } from './fileUploadTakeText';

const numberOf = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

const PICKER =
  'block w-full text-sm text-slate-700 file:me-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-sky-700 file:px-4 file:py-2 file:font-medium file:text-white hover:file:bg-sky-800 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-50';

export function FileUploadStudent({ question, response, files }: StudentQuestionProps) {
  const TEXT = useTakeText();
  const text = useTypeText(fileUploadTakeText);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const view = question.view ?? {};
  const kinds = typeof view.kinds === 'string' && view.kinds !== '' ? view.kinds.split(',') : [];
  const maxBytes = numberOf(view.maxBytes, Infinity);
  const maxFiles = numberOf(view.maxFiles, 1);
  const instructions = typeof view.instructions === 'string' ? view.instructions : null;
  const sent = answerFilesOf(response) ?? [];
  const size = (bytes: number) => formatBytes(bytes, TEXT.formattingTag);
  const sending = files?.sending ?? null;
  const error = files?.error ?? null;
  const full = maxFiles > 1 && sent.length >= maxFiles;
  const drawing = view.drawing === true;

  const inputId = `${id}-file`;
  const limitsId = `${id}-limits`;
  const instructionsId = `${id}-instructions`;
  const errorId = `${id}-error`;
  const describedBy = [instructions ? instructionsId : '', limitsId, error ? errorId : '']
    .filter(Boolean)
    .join(' ');

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file || !files) return;
    if (file.size > maxBytes) return files.onRefuse(text.tooLarge(size(file.size), size(maxBytes)));
    if (file.size === 0) return files.onRefuse(text.empty);
    if (!isOfKinds(file, kinds)) return files.onRefuse(text.wrongKind(kinds.join(', ')));
    files.onSend(file);
  };

  return (
    <div className="flex flex-col gap-2">
      {instructions && (
        <p id={instructionsId} className="whitespace-pre-line text-slate-800">
          {instructions}
        </p>
      )}
      {drawing && <QuestionDrawing picture={question.image} sent={sent} files={files} />}
      <p id={limitsId} className="text-sm text-slate-600">
        {maxFiles > 1 ? text.manyFiles(maxFiles, size(maxBytes)) : text.oneFile(size(maxBytes))}
        {kinds.length > 0 ? ` ${text.kinds(kinds.join(', '))}` : ''}
      </p>
      {sent.length > 0 ? (
        <ul aria-label={text.yourFiles} className="flex flex-col gap-2">
          {sent.map((file) => (
            <li
              key={file.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-slate-300 px-3 py-2"
            >
              {files?.downloadUrl ? (
                <a
                  href={files.downloadUrl(file.id)}
                  download={file.name}
                  className="font-medium break-all text-sky-800 underline"
                >
                  <bdi>{file.name}</bdi>
                </a>
              ) : (
                <bdi className="font-medium break-all text-slate-900">{file.name}</bdi>
              )}
              <span className="text-sm text-slate-600">{size(file.size)}</span>
              <button
                type="button"
                className="ms-auto min-h-11 rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50"
                disabled={sending !== null}
                onClick={() => files?.onRemove(file.id, file.name)}
              >
                {text.remove(file.name)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{text.noFile}</p>
      )}
      {full ? (
        <p className="text-sm text-slate-700">{text.full(maxFiles)}</p>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
            {drawing
              ? text.instead
              : sent.length === 0
                ? text.choose
                : maxFiles === 1
                  ? text.replace
                  : text.addAnother}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={kinds.length > 0 ? kinds.join(',') : undefined}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            disabled={sending !== null || !files}
            className={PICKER}
            onChange={(event) => pick(event.target.files?.[0])}
          />
        </div>
      )}
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {sending ? (sending.removing ? text.removing(sending.name) : text.sending(sending.name)) : ''}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
