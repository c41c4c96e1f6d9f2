/**
 * A matching question in the SCORM 1.2 player: a list of answers to pick for each prompt, scored by the share of
 * the prompts given their answer (under all or nothing, ADR 292, every point or none; under right minus wrong, ADR
 * 310, less a share for each prompt answered wrong, never below 0); a `matching` interaction of prompt and answer
 * numbers (`1.3,2.1`). Prompts that are places on the question's image (ADR 310) are outlined and named on it as an
 * ordering's places are (the ordering's `picture`), above the lists.
 */
import type { ExportMatchingQuestion } from './matchingExportQuestion';
import { matchingSets } from './qti21Writer';
import { onPicture } from './qti21Picture';

const data = (question: ExportMatchingQuestion) => {
  const { prompts, answers, right } = matchingSets(question);
  return {
    prompts: prompts.map((p) => p.text),
    choices: answers.map((a) => a.text),
    right: right.map((r) => answers.indexOf(r.answer)),
    ...(question.definition.scoring === 'allOrNothing' ? { allOrNothing: true } : {}),
    ...(question.definition.scoring === 'rightMinusWrong' ? { rightMinusWrong: true } : {}),
    ...(onPicture(question) ? { places: question.definition.pairs.map((pair) => pair.place!) } : {}),
  };
};

/** The player's part: `el` and `form` are the player's own. */
const script = String.raw`  TYPES.matching = {
    render: function (item, fieldset) {
      TYPES.ordering.picture({ id: item.id, places: item.places, items: item.prompts }, fieldset);
      item.prompts.forEach(function (prompt, index) {
        var id = 'q' + item.id + '-p' + index;
        var line = fieldset.appendChild(el('div', {}));
        line.appendChild(el('label', { for: id }, prompt));
        var select = el('select', { name: 'q' + item.id + '-p' + index, id: id });
        select.appendChild(el('option', { value: '' }, 'Choose…'));
        item.choices.forEach(function (choice, c) { select.appendChild(el('option', { value: String(c) }, choice)); });
        line.appendChild(select);
      });
    },
    given: function (item) {
      return item.prompts.map(function (_, index) {
        var value = form.querySelector('select[name="q' + item.id + '-p' + index + '"]').value;
        return value === '' ? null : Number(value);
      });
    },
    score: function (item) {
      var given = TYPES.matching.given(item);
      var right = given.filter(function (choice, index) { return choice === item.right[index]; }).length;
      var wrong = given.filter(function (choice) { return choice !== null; }).length - right;
      var share = right / item.prompts.length;
      if (item.rightMinusWrong) return Math.max(0, share - wrong / item.prompts.length);
      return item.allOrNothing ? (share === 1 ? 1 : 0) : share;
    },
    interaction: function (item) {
      var pairs = function (list) {
        return list.map(function (choice, index) { return choice === null ? null : (index + 1) + '.' + (choice + 1); })
          .filter(function (pair) { return pair !== null; }).join(',');
      };
      return { type: 'matching', response: pairs(TYPES.matching.given(item)), correct: pairs(item.right) };
    }
  };
`;

export const matchingScormWriter = { data, script } as const;
