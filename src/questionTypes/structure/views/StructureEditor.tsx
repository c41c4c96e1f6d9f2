/**
 * Chemical structure in the editor (ADR 389): the right molecule drawn on the board or typed or pasted as a SMILES
 * or a molfile (each shows the other), and whether stereochemistry counts (on by default). Every change is an
 * editor event: typing, pasting or drawing in a row is one undo step. A structure the server cannot read is said
 * beside the text after a failed save.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { STRUCTURE_LIMITS, STRUCTURE_MESSAGES, structureOf } from '../domain/structure';
import { sameFieldErrors, selectFieldErrors } from '../../../machines/quiz/editor/quizEditorSelectors';
import { CheckboxField } from '../../../views/ui/CheckboxField';
import { TextAreaField } from '../../../views/ui/TextAreaField';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';
import { useTypeMessage } from '../../shared/views/useTypeMessage';
import { StructureSketcher } from './StructureSketcher';

const ERROR_KEYS = {
  [STRUCTURE_MESSAGES.missing]: 'questionTypes.structureMissing',
  [STRUCTURE_MESSAGES.unreadable]: 'questionTypes.structureUnreadable',
  [STRUCTURE_MESSAGES.empty]: 'questionTypes.structureEmpty',
  [STRUCTURE_MESSAGES.tooLarge]: 'questionTypes.structureTooLarge',
} as const;

export function StructureEditor({ editor, item }: EditorQuestionProps) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const { structure, stereo } = structureOf(item.definition);
  const field = `item.${itemId}.structure`;
  const error = useSelector(editor, selectFieldErrors, sameFieldErrors).get(field);
  const message = useTypeMessage(ERROR_KEYS);
  const setStructure = (value: string) =>
    editor.send({ type: 'structure.setStructure', itemId, structure: value });
  return (
    <div className="flex flex-col gap-3" data-field={`item.${itemId}.answers`}>
      <StructureSketcher
        value={structure}
        onDraw={setStructure}
        label={t('questionTypes.structureBoard')}
        loadingText={t('questionTypes.structureLoading')}
        failedText={t('questionTypes.structureLoadFailed')}
      />
      <TextAreaField
        name={`structure-${itemId}`}
        data-field={field}
        label={t('questionTypes.structureText')}
        description={t('questionTypes.structureTextHint')}
        error={message(error)}
        rows={2}
        maxLength={STRUCTURE_LIMITS.structure}
        spellCheck={false}
        className="font-mono"
        value={structure}
        onChange={(event) => setStructure(event.target.value)}
      />
      <CheckboxField
        name={`structure-stereo-${itemId}`}
        label={t('questionTypes.structureStereo')}
        description={t('questionTypes.structureStereoHint')}
        checked={stereo}
        onChange={(event) =>
          editor.send({ type: 'structure.setStereo', itemId, stereo: event.target.checked })
        }
      />
    </div>
  );
}
