/**
 * Chemical structure on the student page (ADR 389): the student draws the molecule on the board (finger, pen or
 * mouse) or types or pastes its SMILES in the named field under it, which keyboard and screen reader users use;
 * each shows the other, and what was drawn or typed last is the answer sent. The page says when stereochemistry
 * counts. The server reads and scores the answer; the right molecule is never here.
 */
import { useState } from 'react';
import { useTypeText } from '../../../views/take/takeText';
import type { StudentQuestionProps } from '../../shared/views/studentQuestion';
import { TYPED_BOX } from '../../shared/views/TypedAnswer';
import { StructureSketcher } from './StructureSketcher';
import { structureTakeText } from './structureTakeText';

export function StructureStudent({ question, response, onRespond }: StudentQuestionProps) {
  const TEXT = useTypeText(structureTakeText);
  const id = `q${question.id}-structure`;
  const hintId = `${id}-hint`;
  const view = question.view ?? {};
  const maxLength = typeof view.maxLength === 'number' ? view.maxLength : undefined;
  const [structure, setStructure] = useState(() => (typeof response === 'string' ? response : ''));
  const answer = (value: string) => {
    setStructure(value);
    onRespond(value);
  };
  return (
    <div className="flex flex-col gap-2">
      {view.stereo === true && <p className="text-sm text-slate-700">{TEXT.stereo}</p>}
      <StructureSketcher
        value={structure}
        onDraw={answer}
        label={TEXT.board}
        loadingText={TEXT.loading}
        failedText={TEXT.loadFailed}
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {TEXT.smiles}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={maxLength}
        aria-describedby={hintId}
        value={structure}
        onChange={(event) => answer(event.target.value)}
        className={`w-full font-mono ${TYPED_BOX}`}
      />
      <p id={hintId} className="text-sm text-slate-600">
        {TEXT.smilesHint}
      </p>
    </div>
  );
}
