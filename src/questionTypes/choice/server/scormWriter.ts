/**
 * A choice question in the SCORM 1.2 player: its options for radio buttons (one right answer) or checkboxes
 * (several), right when exactly the right options are chosen; reported as a `choice` interaction of option ids.
 */
import type { ExportChoiceQuestion } from '../../../../server/exports/exportModel';
import { entryText } from '../../shared/server/optionPictureExports';

const data = (question: ExportChoiceQuestion) => ({
  multiple: question.isMultiple,
  options: question.options.map((o) => ({ id: o.id, text: entryText(o.text, o.picture) })),
  right: question.rightAnswer,
});

/** The player's part: `el` and `form` are the player's own. */
const script = String.raw`  TYPES.choice = {
    render: function (item, fieldset) {
      item.options.forEach(function (option) {
        var id = 'q' + item.id + '-o' + option.id;
        var label = el('label', { for: id });
        var input = el('input', { type: item.multiple ? 'checkbox' : 'radio', name: 'q' + item.id, id: id, value: String(option.id) });
        label.appendChild(input);
        label.appendChild(document.createTextNode(' ' + option.text));
        fieldset.appendChild(el('div', {})).appendChild(label);
      });
    },
    given: function (item) {
      var inputs = form.querySelectorAll('input[name="q' + item.id + '"]');
      var given = [];
      for (var i = 0; i < inputs.length; i++) if (inputs[i].checked) given.push(Number(inputs[i].value));
      return given.sort(function (a, b) { return a - b; });
    },
    score: function (item) {
      var given = TYPES.choice.given(item);
      var right = item.right.slice().sort(function (a, b) { return a - b; });
      return given.length === right.length && given.every(function (id, i) { return id === right[i]; }) ? 1 : 0;
    },
    interaction: function (item) {
      return { type: 'choice', response: TYPES.choice.given(item).join(','), correct: item.right.join(',') };
    }
  };
`;

export const choiceScormWriter = { data, script } as const;
