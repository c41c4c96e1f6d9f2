/**
 * File upload in the editor (ADR 294): the kinds of file taken (extensions and types, separated by commas; a kind
 * the picker would not understand is said beside the field after a failed save), the largest file in MB (within the
 * server's limit), how many files an answer may have, and the instructions students read beside the picker. It is
 * scored by hand, and the editor says so. Every change is an editor event (typing in one field is one undo step);
 * every field is a plain labelled control, so the keyboard reaches them all in order. The switch "Student draws on
 * the picture" (ADR 306) makes it a drawing question: one file, so the number of files is not asked; without the
 * question's image a save says so beside it.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_UPLOAD_LIMITS, kindsOfText } from '../domain/fileKinds';
import { FILE_UPLOAD_MESSAGES, fileUploadOf } from '../domain/fileUpload';
import { sameFieldErrors, selectFieldErrors } from '../../../machines/quiz/editor/quizEditorSelectors';
import { TextAreaField } from '../../../views/ui/TextAreaField';
import { TextField } from '../../../views/ui/TextField';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';
import { useTypeMessage } from '../../shared/views/useTypeMessage';
import { DrawingSwitch } from './DrawingSwitch';

const ERROR_KEYS = {
  [FILE_UPLOAD_MESSAGES.badKind]: 'fileUpload.error_badKind',
  [FILE_UPLOAD_MESSAGES.tooManyKinds]: 'fileUpload.error_tooManyKinds',
  [FILE_UPLOAD_MESSAGES.noImage]: 'fileUpload.error_noImage',
} as const;

const MB = 1024 * 1024;
const MAX_MB = FILE_UPLOAD_LIMITS.maxBytes / MB;

/** Bytes as the field shows them, in MB with at most two decimals. */
const inMegabytes = (bytes: number | undefined) =>
  bytes === undefined ? '' : String(Math.round((bytes / MB) * 100) / 100);

/** A size typed in MB as bytes, when it is one the question may have; null for an empty field. */
function bytesOf(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0 || value > MAX_MB) return undefined;
  return Math.max(1, Math.round(value * MB));
}

const sameKinds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((kind, index) => kind === b[index]);

export function FileUploadEditor({ editor, item }: EditorQuestionProps) {
  const { t } = useTranslation();
  const message = useTypeMessage(ERROR_KEYS);
  const itemId = item.originId;
  const definition = fileUploadOf(item.definition);
  const kindsField = `item.${itemId}.kinds`;
  const drawingField = `item.${itemId}.drawing`;
  const errors = useSelector(editor, selectFieldErrors, sameFieldErrors);
  const kindsError = errors.get(kindsField);
  const drawingError = message(errors.get(drawingField));

  // What is typed stays as typed while it says what is stored ("pdf, " while typing the next kind); an undo or a
  // redo that changes what is stored shows the stored value.
  const stored = definition.kinds ?? [];
  const [kindsText, setKindsText] = useState(stored.join(', '));
  const shownKinds = sameKinds(kindsOfText(kindsText), stored) ? kindsText : stored.join(', ');
  const [sizeText, setSizeText] = useState(inMegabytes(definition.maxBytes));
  const typedBytes = bytesOf(sizeText);
  const shownSize =
    typedBytes === undefined || (typedBytes ?? undefined) === definition.maxBytes
      ? sizeText
      : inMegabytes(definition.maxBytes);

  return (
    <div className="flex flex-col gap-3" data-field={`item.${itemId}.answers`}>
      <p className="text-sm text-slate-600">{t('fileUpload.handScored')}</p>
      <DrawingSwitch
        editor={editor}
        itemId={itemId}
        field={drawingField}
        drawing={definition.drawing === true}
        error={drawingError}
      />
      <TextField
        name={`kinds-${itemId}`}
        data-field={kindsField}
        label={t('fileUpload.kinds')}
        description={t('fileUpload.kindsHint')}
        error={message(kindsError)}
        maxLength={FILE_UPLOAD_LIMITS.kinds * 12}
        value={shownKinds}
        onChange={({ target }) => {
          setKindsText(target.value);
          editor.send({
            type: 'fileUpload.setKinds',
            itemId,
            kinds: kindsOfText(target.value)
              .slice(0, 100)
              .map((kind) => kind.slice(0, 100)),
          });
        }}
      />
      <div className="flex flex-wrap items-start gap-4">
        <TextField
          name={`max-size-${itemId}`}
          label={t('fileUpload.maxSize')}
          description={t('fileUpload.maxSizeHint', { max: MAX_MB })}
          inputMode="decimal"
          className="w-44"
          value={shownSize}
          onChange={({ target }) => {
            setSizeText(target.value);
            const bytes = bytesOf(target.value);
            if (bytes !== undefined) editor.send({ type: 'fileUpload.setMaxBytes', itemId, maxBytes: bytes });
          }}
        />
        {!definition.drawing && (
          <TextField
            name={`max-files-${itemId}`}
            type="number"
            min={1}
            max={FILE_UPLOAD_LIMITS.maxFiles}
            step={1}
            className="w-44"
            label={t('fileUpload.maxFiles')}
            value={definition.maxFiles ?? 1}
            onChange={({ target }) => {
              const value = target.valueAsNumber;
              if (Number.isInteger(value) && value >= 1 && value <= FILE_UPLOAD_LIMITS.maxFiles)
                editor.send({ type: 'fileUpload.setMaxFiles', itemId, maxFiles: value });
            }}
          />
        )}
      </div>
      <TextAreaField
        name={`instructions-${itemId}`}
        label={t('fileUpload.instructions')}
        description={t('fileUpload.instructionsHint')}
        maxLength={FILE_UPLOAD_LIMITS.instructions}
        value={definition.instructions ?? ''}
        onChange={(event) =>
          editor.send({ type: 'fileUpload.setInstructions', itemId, instructions: event.target.value })
        }
      />
    </div>
  );
}
