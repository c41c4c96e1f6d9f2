/**
 * An essay in the SCORM 1.2 player: a text box of the question's lines starting with its template, its minimum and
 * maximum of words said in its label. A person scores it: the player leaves it out of the score and reports it as a `performance`
 * interaction (the first 255 characters SCORM 1.2 holds) with the result `neutral`.
 */
import type { ExportEssayQuestion } from './essayExportQuestion';

export const ESSAY_SCORM_NOTES = {
  handScored:
    'an essay is scored by a person: the SCORM score counts the other questions, and the LMS receives the first 255 characters of the answer.',
} as const;

const data = (question: ExportEssayQuestion) => ({
  lines: question.definition.lines ?? 10,
  minWords: question.definition.minWords ?? null,
  maxWords: question.definition.maxWords ?? null,
  template: question.definition.template ?? '',
});

/** The player's part: `el` and `form` are the player's own. */
const script = String.raw`  TYPES.essay = {
    render: function (item, fieldset) {
      var id = 'q' + item.id + '-essay';
      var words = item.minWords && item.maxWords ? 'between ' + item.minWords + ' and ' + item.maxWords + ' words'
        : item.minWords ? 'at least ' + item.minWords + ' words'
        : item.maxWords ? 'at most ' + item.maxWords + ' words' : '';
      fieldset.appendChild(el('label', { for: id }, words ? 'Your answer (' + words + ')' : 'Your answer'));
      var box = el('textarea', { name: 'q' + item.id, id: id, rows: String(item.lines), cols: '60' });
      box.value = item.template;
      fieldset.appendChild(el('div', {})).appendChild(box);
    },
    score: function () {
      return null;
    },
    interaction: function (item) {
      return { type: 'performance', response: form.querySelector('textarea[name="q' + item.id + '"]').value };
    }
  };
`;

export const essayScormWriter = { data, script } as const;

export const essayScormNotes = () => [ESSAY_SCORM_NOTES.handScored];
