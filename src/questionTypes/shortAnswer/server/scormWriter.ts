/**
 * A short-answer question in the SCORM 1.2 player: a text box scored by the first accepted answer it matches, as
 * the console matches it (spaces ignored, case as the question says, `*` any characters), with that answer's share;
 * a `fill-in` interaction.
 */
import { shareOf } from '../domain/shortAnswer';
import type { ExportShortAnswerQuestion } from './shortAnswerExportQuestion';

const data = (question: ExportShortAnswerQuestion) => ({
  answers: question.definition.answers.map((answer) => answer.text),
  shares: question.definition.answers.map(shareOf),
  caseSensitive: question.definition.caseSensitive,
});

/** The player's part: `el`, `form` and `clean` are the player's own. */
const script = String.raw`  TYPES.shortAnswer = {
    render: function (item, fieldset) {
      var id = 'q' + item.id + '-answer';
      fieldset.appendChild(el('label', { for: id }, 'Your answer'));
      fieldset.appendChild(el('input', { type: 'text', name: 'q' + item.id, id: id, maxlength: '500', autocomplete: 'off' }));
    },
    given: function (item) {
      return clean(form.querySelector('input[name="q' + item.id + '"]').value);
    },
    matches: function (typed, pattern, caseSensitive) {
      var fold = function (text) { return caseSensitive ? text : text.toLowerCase(); };
      var pieces = [''];
      pattern = clean(pattern);
      for (var i = 0; i < pattern.length; i++) {
        if (pattern[i] === '\\' && pattern[i + 1] === '*') { pieces[pieces.length - 1] += '*'; i++; }
        else if (pattern[i] === '*') pieces.push('');
        else pieces[pieces.length - 1] += pattern[i];
      }
      var subject = fold(typed);
      pieces = pieces.map(fold);
      if (pieces.length === 1) return subject === pieces[0];
      var first = pieces[0], last = pieces[pieces.length - 1];
      if (subject.length < first.length + last.length) return false;
      if (subject.indexOf(first) !== 0 || subject.slice(subject.length - last.length) !== last) return false;
      var at = first.length, end = subject.length - last.length;
      for (var p = 1; p < pieces.length - 1; p++) {
        var found = subject.indexOf(pieces[p], at);
        if (found < 0 || found + pieces[p].length > end) return false;
        at = found + pieces[p].length;
      }
      return true;
    },
    score: function (item) {
      var typed = TYPES.shortAnswer.given(item);
      if (typed === '') return 0;
      for (var a = 0; a < item.answers.length; a++)
        if (TYPES.shortAnswer.matches(typed, item.answers[a], item.caseSensitive)) return item.shares[a];
      return 0;
    },
    interaction: function (item) {
      var right = item.answers.filter(function (answer, a) { return item.shares[a] === 1; });
      return { type: 'fill-in', response: TYPES.shortAnswer.given(item), correct: right[0] || '' };
    }
  };
`;

export const shortAnswerScormWriter = { data, script } as const;
