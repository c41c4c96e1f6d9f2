/**
 * What goes to MoEngage (ADR 347): a closed mapping from the console's events to MoEngage actions, each with the
 * attributes it carries and nothing else. The person an event is about is a MoEngage customer keyed by an opaque id
 * (or their e-mail when the settings say so); no name, e-mail or other personal attribute travels otherwise.
 */

/** Each event: MoEngage's action name, who it is about, and the attributes it carries (all numbers, dates or flags). */
export const MOENGAGE_EVENTS = {
  classCreated: {
    action: 'Class Created',
    about: 'instructor',
    attributes: ['class_id', 'starts_on', 'ends_on'],
  },
  quizAssigned: {
    action: 'Quiz Assigned',
    about: 'instructor',
    attributes: ['class_id', 'quiz_id', 'students'],
  },
  quizSubmitted: {
    action: 'Quiz Submitted',
    about: 'student',
    attributes: ['quiz_id', 'class_id', 'score_percent', 'attempt', 'late'],
  },
  /**
   * An instructor's grading changed a submitted attempt's score (a hand score or an override): the score the
   * student has now, and whether answers still wait for a hand score.
   */
  quizGraded: {
    action: 'Quiz Graded',
    about: 'student',
    attributes: ['quiz_id', 'class_id', 'score_percent', 'attempt', 'needs_grading'],
  },
  firstQuizCreated: {
    action: 'First Quiz Created',
    about: 'instructor',
    attributes: ['quiz_id', 'quiz_kind'],
  },
  /** A grant entered its last 30 days (ADR 355): about each instructor of the institution holding it. */
  grantEndingSoon: {
    action: 'Grant Ending Soon',
    about: 'instructor',
    attributes: ['grant_id', 'institution_id', 'product', 'last_day', 'days_left'],
  },
} as const satisfies Record<
  string,
  { action: string; about: 'instructor' | 'student'; attributes: readonly string[] }
>;

export type MoengageEventKind = keyof typeof MOENGAGE_EVENTS;
export const MOENGAGE_EVENT_KINDS = Object.keys(MOENGAGE_EVENTS) as MoengageEventKind[];

type AttributeValue = string | number | boolean | null;
export type MoengageAttributes<K extends MoengageEventKind> = {
  readonly [A in (typeof MOENGAGE_EVENTS)[K]['attributes'][number]]: AttributeValue;
};

/** The attributes an event carries: exactly those its mapping names, in its order, whatever else was given. */
export function mappedAttributes<K extends MoengageEventKind>(
  kind: K,
  given: MoengageAttributes<K>,
): Record<string, AttributeValue> {
  const values = given as Record<string, AttributeValue>;
  return Object.fromEntries(MOENGAGE_EVENTS[kind].attributes.map((name) => [name, values[name] ?? null]));
}
