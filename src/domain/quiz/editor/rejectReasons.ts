/** Why the editor refused an event (the screen explains it; history stays clean). */
export const REJECT_REASONS = [
  'unknownActivity',
  'unknownItem',
  'unknownOption',
  'duplicateId',
  'lastActivity',
  'lastOption',
  'lastRightAnswer',
  'videoAlreadyAdded',
  'sameActivity',
  'notAQuestion',
  'indexOutOfRange',
  'invalidAnswer',
  'nothingToImport',
  'notGenerated',
  /** An event of one question type sent to a question of another. */
  'otherQuestionType',
  /** The last accepted answer of a short-answer question. */
  'lastAnswer',
  /** A random slot id not in the quiz. */
  'unknownSlot',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
