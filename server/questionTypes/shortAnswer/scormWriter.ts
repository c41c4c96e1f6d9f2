/**
 * A short-answer question in the SCORM 1.2 player: a text box, right when the text matches an accepted answer as
 * the console matches it (spaces ignored, case as the question says, `*` any characters); a `fill-in` interaction.
 */
import type { ExportShortAnswerQuestion } from '../../exports/exportModel';

const data = (question: ExportShortAnswerQuestion) => ({
  answers: question.definition.answers.map((answer) => answer.text),
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
      return item.answers.some(function (answer) {
        return TYPES.shortAnswer.matches(typed, answer, item.caseSensitive);
      }) ? 1 : 0;
    },
    interaction: function (item) {
      return { type: 'fill-in', response: TYPES.shortAnswer.given(item), correct: item.answers[0] || '' };
    }
  };
`;

export const shortAnswerScormWriter = { data, script } as const;
