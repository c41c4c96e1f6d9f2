/** A true/false question in the SCORM 1.2 player: True and False as radio buttons, a `true-false` interaction. */
import type { ExportTrueFalseQuestion } from './trueFalseExportQuestion';

const data = (question: ExportTrueFalseQuestion) => ({ answer: question.definition.answer });

/** The player's part: `el` and `form` are the player's own. */
const script = String.raw`  TYPES.trueFalse = {
    render: function (item, fieldset) {
      [['true', 'True'], ['false', 'False']].forEach(function (value) {
        var id = 'q' + item.id + '-' + value[0];
        var label = el('label', { for: id });
        label.appendChild(el('input', { type: 'radio', name: 'q' + item.id, id: id, value: value[0] }));
        label.appendChild(document.createTextNode(' ' + value[1]));
        fieldset.appendChild(el('div', {})).appendChild(label);
      });
    },
    given: function (item) {
      var chosen = form.querySelector('input[name="q' + item.id + '"]:checked');
      return chosen ? chosen.value === 'true' : null;
    },
    score: function (item) {
      return TYPES.trueFalse.given(item) === item.answer ? 1 : 0;
    },
    interaction: function (item) {
      var given = TYPES.trueFalse.given(item);
      return { type: 'true-false', response: given === null ? '' : given ? 't' : 'f', correct: item.answer ? 't' : 'f' };
    }
  };
`;

export const trueFalseScormWriter = { data, script } as const;
