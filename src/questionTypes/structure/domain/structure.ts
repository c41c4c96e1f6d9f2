/**
 * Chemical structure (ADR 389): the student draws a molecule (or types its SMILES) and the server compares it with
 * the author's by canonical key, not by text: `CCO` and `OCC` are one molecule. The author chooses whether
 * stereochemistry counts (the default): when it does, (R)- and (S)-alanine or E- and Z-but-2-ene are different
 * answers. The right molecule never reaches the student's view; a text the server cannot read as a molecule is
 * refused where it was sent. Statistics add the most common wrong molecules.
 * @publicModule the registry lists it.
 */
import * as z from 'zod';
import { text } from '../../../domain/shared/fields';
import { itemEvent } from '../../shared/domain/eventFields';
import { NO_OPTIONS, noOptionIssues } from '../../shared/domain/noOptions';
import type {
  FieldIssue,
  PayloadQuestion,
  QuestionInput,
  QuestionTypeModule,
  StoredQuestion,
} from '../../shared/domain/questionType';
import { definitionReader, shareScore, textResponseOf } from '../../shared/domain/questionType';
import { comparesMolecules, structureKey, type StructureReadFailure } from './structureKeys';
import { structureStatistics } from './structureStatistics';

export const STRUCTURE_LIMITS = {
  /** The longest SMILES or molfile of the right molecule, and of an answer (characters). */
  structure: 20_000,
  /** The most atoms a molecule may have: one a student draws, not a protein (canonicalising grows fast with atoms). */
  atoms: 100,
} as const;

export const STRUCTURE_MESSAGES = {
  missing: 'Draw the right molecule or paste its SMILES or molfile',
  unreadable: 'The molecule could not be read: check its SMILES or molfile',
  answerUnreadable: 'The molecule could not be read: check the SMILES or draw it again',
  empty: 'The molecule has no atoms: draw it or type its SMILES',
  tooLarge: `The molecule is too large: at most ${STRUCTURE_LIMITS.atoms} atoms`,
} as const;

export const StructureDefinitionSchema = z
  .object({
    /** The right molecule as the author drew or pasted it: a SMILES or a molfile; '' until given. */
    structure: text(STRUCTURE_LIMITS.structure),
    /** Whether stereochemistry counts: enantiomers and E/Z isomers are then different answers. */
    stereo: z.boolean(),
  })
  .strict();
export type StructureDefinition = z.infer<typeof StructureDefinitionSchema>;

export const STRUCTURE_EVENTS = [
  itemEvent('structure.setStructure', { structure: z.string().max(STRUCTURE_LIMITS.structure) }),
  itemEvent('structure.setStereo', { stereo: z.boolean() }),
] as const;
export type StructureEvent = z.infer<(typeof STRUCTURE_EVENTS)[number]>;

export const NEW_STRUCTURE: StructureDefinition = { structure: '', stereo: true };

/** The stored definition; an unreadable one has no right molecule (nothing scores). */
export const structureOf = definitionReader<StructureDefinition>(
  StructureDefinitionSchema,
  () => NEW_STRUCTURE,
);

/** What is said of a structure not read: of the author's (`unreadable`) or of an answer (`answerUnreadable`). */
const failureMessage = (reason: StructureReadFailure, unreadable: 'unreadable' | 'answerUnreadable') =>
  reason === 'unreadable' ? STRUCTURE_MESSAGES[unreadable] : STRUCTURE_MESSAGES[reason];

/** The save check: a right molecule is given. */
function validate(item: QuestionInput): FieldIssue[] {
  return structureOf(item.definition).structure.trim() === ''
    ? [{ field: 'structure', message: STRUCTURE_MESSAGES.missing }]
    : [];
}

/** What the server does not take on trust: no options, and a right molecule it can read. */
function integrity(item: PayloadQuestion): FieldIssue[] {
  const { structure, stereo } = structureOf(item.definition);
  const read = structure.trim() === '' ? undefined : structureKey(structure, stereo);
  return [
    ...noOptionIssues(item),
    ...(read && !read.ok ? [{ field: 'structure', message: failureMessage(read.reason, 'unreadable') }] : []),
  ];
}

/** Why the server refuses an answer: it cannot read it as a molecule (only where molecules are compared). */
function checkResponse(_question: StoredQuestion, response: string): string | undefined {
  if (!comparesMolecules() || response.trim() === '') return undefined;
  const read = structureKey(response, true);
  return read.ok ? undefined : failureMessage(read.reason, 'answerUnreadable');
}

/** Whether an answer is the right molecule: both read, and their keys equal. */
export function sameMolecule(definition: StructureDefinition, answer: string): boolean {
  if (definition.structure.trim() === '') return false;
  const right = structureKey(definition.structure, definition.stereo);
  const given = structureKey(answer, definition.stereo);
  return right.ok && given.ok && right.key === given.key;
}

export const structureType = {
  name: 'structure',
  definitionSchema: StructureDefinitionSchema,
  responseSchema: text(STRUCTURE_LIMITS.structure),
  events: STRUCTURE_EVENTS,
  newQuestion: () => ({ ...NO_OPTIONS, definition: NEW_STRUCTURE }),
  plan: (item, e) => {
    const definition = structureOf(item.definition);
    switch (e.type) {
      case 'structure.setStructure':
        return (draftItem) => void (draftItem.definition = { ...definition, structure: e.structure });
      case 'structure.setStereo':
        return (draftItem) => void (draftItem.definition = { ...definition, stereo: e.stereo });
    }
  },
  // Typing or pasting a SMILES, like one drawing's strokes in a row, is one undo step.
  coalesceKey: (e) => (e.type === 'structure.setStructure' ? `${e.type}:${e.itemId}` : undefined),
  validate,
  integrity,
  checkResponse,
  studentView: (question) => ({
    maxLength: STRUCTURE_LIMITS.structure,
    stereo: structureOf(question.definition).stereo,
  }),
  answerOf: textResponseOf,
  score: (question: StoredQuestion, answer: string | undefined) =>
    shareScore(
      question,
      answer !== undefined && sameMolecule(structureOf(question.definition), answer) ? 1 : 0,
    ),
  describeAnswer: (_question, answer) => answer ?? '',
  describeRight: (question: StoredQuestion) => structureOf(question.definition).structure,
  statistics: (question, answers) => structureStatistics(structureOf(question.definition).stereo, answers),
  notGenerated:
    'A molecule is drawn and checked by a chemist: a language model is not asked to write structure questions.',
} satisfies QuestionTypeModule<'structure', StructureEvent, string>;
