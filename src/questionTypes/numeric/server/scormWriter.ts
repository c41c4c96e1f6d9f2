/**
 * A numeric question in the SCORM 1.2 player: a number box (with the first unit beside it), scored as the console
 * scores it: the first accepted answer the number fits gives its share; a unit of the question converts the
 * number; a `numeric` interaction.
 */
import type { ExportNumericQuestion } from './numericExportQuestion';
import { valueAndTolerance } from './moodleXmlWriter';

const data = (question: ExportNumericQuestion) => ({
  answers: question.definition.answers.map((answer) => ({ match: answer.match, fraction: answer.fraction })),
  units: question.definition.units,
  right: question.definition.answers
    .filter((answer) => answer.fraction === 1)
    .map((answer) => valueAndTolerance(answer.match).value)[0],
});

/** The player's part: `el`, `form` and `clean` are the player's own. */
const script = String.raw`  TYPES.numeric = {
    render: function (item, fieldset) {
      var id = 'q' + item.id + '-number';
      fieldset.appendChild(el('label', { for: id }, 'Your answer'));
      var line = fieldset.appendChild(el('div', {}));
      line.appendChild(el('input', { type: 'text', inputmode: 'decimal', name: 'q' + item.id, id: id, maxlength: '100', autocomplete: 'off' }));
      if (item.units.length > 0) line.appendChild(document.createTextNode(' ' + item.units[0].unit));
    },
    given: function (item) {
      return clean(form.querySelector('input[name="q' + item.id + '"]').value);
    },
    value: function (item, typed) {
      var found = /^([-+]?(?:\d[\d\s]*)?\.?\d+(?:[eE][-+]?\d+)?)\s*(.*)$/.exec(typed);
      if (!found) return null;
      var value = Number(found[1].replace(/\s/g, ''));
      if (!isFinite(value)) return null;
      if (found[2] === '') return value;
      var unit = item.units.filter(function (u) { return u.unit === found[2]; })[0];
      return unit ? value * unit.multiplier : null;
    },
    fits: function (value, match) {
      var near = function (a, b) { return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)); };
      if (match.kind === 'exact') return near(value, match.value);
      if (match.kind === 'range') return (value >= match.min && value <= match.max) || near(value, match.min) || near(value, match.max);
      var within = match.relative ? Math.abs(match.value * match.tolerance) : match.tolerance;
      return Math.abs(value - match.value) <= within || near(Math.abs(value - match.value), within);
    },
    score: function (item) {
      var value = TYPES.numeric.value(item, TYPES.numeric.given(item));
      if (value === null) return 0;
      var answer = item.answers.filter(function (a) { return TYPES.numeric.fits(value, a.match); })[0];
      return answer ? answer.fraction : 0;
    },
    interaction: function (item) {
      return { type: 'numeric', response: TYPES.numeric.given(item), correct: item.right === undefined ? undefined : String(item.right) };
    }
  };
`;

export const numericScormWriter = { data, script } as const;
