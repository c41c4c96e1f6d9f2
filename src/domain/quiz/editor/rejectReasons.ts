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
  /** A moment for a question with no video above it in its activity (ADR 337). */
  'noVideoAbove',
  /** A change of a question's moment when it has none. */
  'noMoment',
  /** A video's settings sent to a question, or a new question at a moment of something not a video. */
  'notAVideo',
  /** Speeds without normal speed (1×), which is always offered. */
  'normalSpeed',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
