/**
 * An ordering question in the SCORM 1.2 player: the items in a list the student reorders with Up and Down buttons,
 * first shown in an order that is never the right one; scored by the share of the right order's neighbours kept
 * (ADR 199), or under all or nothing (ADR 292) every point for the right order and none otherwise; a `sequencing`
 * interaction of the items' right places (`3,1,2`).
 */
import type { ExportOrderingQuestion } from '../../exports/exportModel';
import { orderedItems } from './qti21Writer';

const data = (question: ExportOrderingQuestion) => ({
  items: orderedItems(question).map((item) => item.text),
  ...(question.definition.scoring === 'allOrNothing' ? { allOrNothing: true } : {}),
});

/** The player's part: `el` and `form` are the player's own. */
const script = String.raw`  TYPES.ordering = {
    render: function (item, fieldset) {
      var order = item.items.map(function (_, index) { return index; });
      for (var i = order.length - 1; i > 0; i--) {
        var j = Math.floor(Math.random() * (i + 1));
        var swap = order[i]; order[i] = order[j]; order[j] = swap;
      }
      if (order.every(function (place, index) { return place === index; })) order.push(order.shift());
      var list = fieldset.appendChild(el('ol', { 'data-order': 'q' + item.id }));
      var draw = function () {
        list.textContent = '';
        order.forEach(function (place, index) {
          var row = list.appendChild(el('li', { 'data-item': String(place) }));
          row.appendChild(document.createTextNode(item.items[place] + ' '));
          [['Up', -1], ['Down', 1]].forEach(function (move) {
            var button = el('button', { type: 'button', 'aria-label': move[0] + ': ' + item.items[place] }, move[0]);
            button.disabled = index + move[1] < 0 || index + move[1] >= order.length;
            button.addEventListener('click', function () {
              var other = index + move[1];
              order[index] = order[other];
              order[other] = place;
              draw();
              list.querySelectorAll('li')[other].querySelectorAll('button')[move[1] < 0 ? 0 : 1].focus();
            });
            row.appendChild(button);
          });
        });
      };
      draw();
    },
    given: function (item) {
      var rows = form.querySelectorAll('ol[data-order="q' + item.id + '"] li');
      var given = [];
      for (var i = 0; i < rows.length; i++) given.push(Number(rows[i].getAttribute('data-item')));
      return given;
    },
    score: function (item) {
      var given = TYPES.ordering.given(item);
      var kept = 0;
      for (var i = 0; i + 1 < given.length; i++) if (given[i + 1] === given[i] + 1) kept++;
      var share = given.length === item.items.length ? kept / (item.items.length - 1) : 0;
      return item.allOrNothing ? (share === 1 ? 1 : 0) : share;
    },
    interaction: function (item) {
      var places = function (list) { return list.map(function (place) { return String(place + 1); }).join(','); };
      return { type: 'sequencing', response: places(TYPES.ordering.given(item)), correct: places(item.items.map(function (_, i) { return i; })) };
    }
  };
`;

export const orderingScormWriter = { data, script } as const;
