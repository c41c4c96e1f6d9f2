/** Strings of the hot text question's editor and answer key (ADR 295). */
export const hotText = {
  name: 'Hot text',
  passage: 'Passage',
  passageHint:
    'Put each word or phrase a student may pick between square brackets, as in [word]. Or select words in the passage and press Make selectable.',
  markSelection: 'Make selectable',
  spans: 'Selectable words: tick the right ones',
  right: 'Right: {{text}}',
  feedback: 'Feedback when “{{text}}” is picked',
  minChoices: 'Fewest words to pick (0: no minimum)',
  maxChoices: 'Most words to pick (0: no limit)',
  spanPoints: '{{points}} points',
  rightWords: 'Right words',
  scoring: 'Scoring',
  scoringPartial:
    'Partial credit: each right word picked earns its share of the points, each wrong one takes a share away',
  scoringAllOrNothing: 'All or nothing: the points only for exactly the right words',
  error_noSpan: 'Mark at least one word of the passage as selectable, between [ and ].',
  error_noRight: 'Tick at least one selectable word as right.',
  error_brackets: 'Every [ needs its ], around words that are not empty.',
  error_choices: 'The fewest words to pick cannot be more than the most, nor than the selectable words.',
} as const;
