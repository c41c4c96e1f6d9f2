/**
 * A hot text question in the SCORM 1.2 player (ADR 295): the passage with each span a toggle button (its pressed
 * state said aloud), never dragged; scored as the console scores it (hotText.ts) and reported as a `choice`
 * interaction of the spans picked.
 */
import { isMapped } from '../domain/hotText';
import { parsePassage } from '../domain/hotTextPassage';
import type { ExportHotTextQuestion } from './hotTextExportQuestion';
import { spanIdentifiers } from './qti21Writer';

const data = (question: ExportHotTextQuestion) => {
  const { definition } = question;
  const ids = spanIdentifiers(question);
  return {
    parts: parsePassage(definition.passage).parts.map((part) =>
      part.kind === 'span' ? { span: ids[part.index], text: part.text } : { text: part.text },
    ),
    spans: definition.spans.map((span, index) => ({
      id: ids[index],
      right: span.right,
      points: isMapped(definition) ? (span.points ?? 0) : null,
    })),
    minChoices: definition.minChoices,
    maxChoices: definition.maxChoices,
    allOrNothing: definition.scoring === 'allOrNothing',
  };
};

/** The player's part: `el` and `form` are the player's own. */
const script = String.raw`  TYPES.hotText = {
    render: function (item, fieldset) {
      var passage = el('p', { style: 'white-space: pre-wrap; line-height: 2.2' });
      item.parts.forEach(function (part) {
        if (part.span === undefined) return passage.appendChild(document.createTextNode(part.text));
        var button = el('button', { type: 'button', 'aria-pressed': 'false', 'data-span': part.span, name: 'q' + item.id + '-span' }, part.text);
        button.style.minHeight = '44px';
        button.addEventListener('click', function () {
          var pressed = button.getAttribute('aria-pressed') === 'true';
          if (!pressed && item.maxChoices > 0 && TYPES.hotText.given(item).length >= item.maxChoices) return;
          button.setAttribute('aria-pressed', pressed ? 'false' : 'true');
          button.style.background = pressed ? '' : '#e0f2fe';
        });
        passage.appendChild(button);
      });
      fieldset.appendChild(passage);
    },
    given: function (item) {
      var buttons = form.querySelectorAll('button[name="q' + item.id + '-span"]');
      var given = [];
      for (var i = 0; i < buttons.length; i++)
        if (buttons[i].getAttribute('aria-pressed') === 'true') given.push(buttons[i].getAttribute('data-span'));
      return given;
    },
    score: function (item) {
      var given = TYPES.hotText.given(item);
      if (given.length === 0 || given.length < item.minChoices) return 0;
      if (item.maxChoices > 0 && given.length > item.maxChoices) return 0;
      var picked = item.spans.filter(function (s) { return given.indexOf(s.id) >= 0; });
      var mapped = item.spans.some(function (s) { return s.points !== null; });
      if (mapped) {
        var best = 0, sum = 0;
        item.spans.forEach(function (s) { best += Math.max(0, s.points); });
        picked.forEach(function (s) { sum += s.points; });
        return best <= 0 ? 0 : Math.min(1, Math.max(0, sum / best));
      }
      var rightCount = item.spans.filter(function (s) { return s.right; }).length;
      if (rightCount === 0) return 0;
      var rightPicked = picked.filter(function (s) { return s.right; }).length;
      var wrongPicked = picked.length - rightPicked;
      if (item.allOrNothing) return rightPicked === rightCount && wrongPicked === 0 ? 1 : 0;
      return Math.max(0, (rightPicked - wrongPicked) / rightCount);
    },
    interaction: function (item) {
      return {
        type: 'choice',
        response: TYPES.hotText.given(item).join(','),
        correct: item.spans.filter(function (s) { return s.points === null ? s.right : s.points > 0; })
          .map(function (s) { return s.id; }).join(',')
      };
    }
  };
`;

export const hotTextScormWriter = { data, script } as const;
