/**
 * A fill-in-the-blanks question in the SCORM 1.2 player (ADR 236): the text with a dropdown (options in
 * alphabetical order, as the console shows them) or a text box per blank, each labelled "Blank n"; the share of the
 * blanks answered right, a typed one matched as a short answer is, or close enough or by patterns by the domain's
 * own rule bundled before the player (GAP_MATCH, ADR 305), or under all or nothing (ADR 292) every point or none; a
 * `fill-in` interaction of the answers given.
 */
import type { ExportFillInBlanksQuestion } from './fillInBlanksExportQuestion';
import { exportBlanks } from './blanksExport';
import { GAP_MATCH_GLOBAL, gapMatchScript } from './scormGapMatch';

const data = (question: ExportFillInBlanksQuestion) => {
  const { parts, gaps } = exportBlanks(question);
  return { parts, gaps, ...(question.definition.scoring === 'allOrNothing' ? { allOrNothing: true } : {}) };
};

/**
 * The player's part: `el`, `form` and `clean` are the player's own; typed blanks match as TYPES.shortAnswer, or by
 * GAP_MATCH (the domain's gapMatch.ts) when they have a rule.
 */
const script = String.raw`  TYPES.fillInBlanks = {
    render: function (item, fieldset) {
      var text = el('p', {});
      item.parts.forEach(function (part) {
        if (typeof part === 'string') { text.appendChild(document.createTextNode(part)); return; }
        var gap = item.gaps[part.gap];
        var name = 'q' + item.id + '-gap' + part.gap;
        var label = 'Blank ' + (part.gap + 1);
        if (gap.kind === 'dropdown') {
          var select = el('select', { name: name, 'aria-label': label });
          select.appendChild(el('option', { value: '' }, '…'));
          gap.options.slice().sort().forEach(function (option) {
            select.appendChild(el('option', { value: option }, option));
          });
          text.appendChild(select);
        } else {
          text.appendChild(el('input', { type: 'text', name: name, 'aria-label': label, maxlength: '200', autocomplete: 'off' }));
        }
      });
      fieldset.appendChild(text);
    },
    given: function (item) {
      return item.gaps.map(function (gap, index) {
        return clean(form.querySelector('[name="q' + item.id + '-gap' + index + '"]').value);
      });
    },
    score: function (item) {
      if (item.gaps.length === 0) return 0;
      var given = TYPES.fillInBlanks.given(item);
      var right = item.gaps.filter(function (gap, index) {
        if (given[index] === '') return false;
        if (gap.kind === 'dropdown') return given[index] === gap.options[gap.right];
        return gap.answers.some(function (answer) {
          if (gap.match) return typeof ${GAP_MATCH_GLOBAL} !== 'undefined' && ${GAP_MATCH_GLOBAL}.gapAnswerMatches(given[index], answer, gap.caseSensitive, gap.match);
          return TYPES.shortAnswer.matches(given[index], answer, gap.caseSensitive);
        });
      }).length;
      if (item.allOrNothing) return right === item.gaps.length ? 1 : 0;
      return right / item.gaps.length;
    },
    interaction: function (item) {
      return {
        type: 'fill-in',
        response: TYPES.fillInBlanks.given(item).join(','),
        correct: item.gaps.map(function (gap) {
          return gap.kind === 'dropdown' ? gap.options[gap.right] : gap.answers[0] || '';
        }).join(',')
      };
    }
  };
`;

/** The domain's matching rule, for a question with a close-enough blank or a blank of patterns. */
const library = {
  name: 'gapMatch',
  needed: (question: ExportFillInBlanksQuestion) =>
    question.definition.gaps.some((gap) => gap.kind === 'typed' && gap.match !== undefined),
  script: gapMatchScript,
};

export const fillInBlanksScormWriter = { data, script, library } as const;
