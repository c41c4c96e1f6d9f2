/**
 * An ordering question in the SCORM 1.2 player: the items in a list the student reorders with Up and Down buttons,
 * first shown in an order that is never the right one; scored by the share of the right order's neighbours kept
 * (ADR 199), or under all or nothing (ADR 292) every point for the right order and none otherwise; a `sequencing`
 * interaction of the items' right places (`3,1,2`). Items that are places on the question's image (ADR 307) are
 * outlined and named on that image (the question's last), above the list.
 */
import type { ExportOrderingQuestion } from './orderingExportQuestion';
import { onPicture, orderedItems } from './qti21Writer';

const data = (question: ExportOrderingQuestion) => ({
  items: orderedItems(question).map((item) => item.text),
  ...(question.definition.scoring === 'allOrNothing' ? { allOrNothing: true } : {}),
  // Each item's place, beside its name.
  ...(onPicture(question) ? { places: orderedItems(question).map((item) => item.place!) } : {}),
});

/** The player's part: `el` and `form` are the player's own. */
const script = String.raw`  TYPES.ordering = {
    picture: function (item, fieldset) {
      var images = fieldset.querySelectorAll('img');
      var image = images[images.length - 1];
      if (!image || !item.places) return;
      var frame = el('div', { 'data-places': 'q' + item.id, style: 'position:relative;display:inline-block;max-width:100%' });
      image.parentNode.insertBefore(frame, image);
      frame.appendChild(image);
      image.style.display = 'block';
      image.style.maxWidth = '100%';
      image.style.height = 'auto';
      var ns = 'http://www.w3.org/2000/svg';
      var svg = document.createElementNS(ns, 'svg');
      svg.setAttribute('viewBox', '0 0 100 100');
      svg.setAttribute('preserveAspectRatio', 'none');
      svg.setAttribute('aria-hidden', 'true');
      svg.setAttribute('style', 'position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none');
      frame.appendChild(svg);
      item.places.forEach(function (place, index) {
        var shape, below;
        if (place.shape === 'rectangle') {
          shape = document.createElementNS(ns, 'rect');
          [['x', place.x], ['y', place.y], ['width', place.width], ['height', place.height]].forEach(function (a) { shape.setAttribute(a[0], String(a[1] * 100)); });
          below = { x: place.x + place.width / 2, y: place.y + place.height };
        } else if (place.shape === 'ellipse') {
          shape = document.createElementNS(ns, 'ellipse');
          [['cx', place.x], ['cy', place.y], ['rx', place.radiusX], ['ry', place.radiusY]].forEach(function (a) { shape.setAttribute(a[0], String(a[1] * 100)); });
          below = { x: place.x, y: place.y + place.radiusY };
        } else {
          shape = document.createElementNS(ns, 'polygon');
          shape.setAttribute('points', place.points.map(function (p) { return p.x * 100 + ',' + p.y * 100; }).join(' '));
          var xs = place.points.map(function (p) { return p.x; }), ys = place.points.map(function (p) { return p.y; });
          below = { x: (Math.min.apply(null, xs) + Math.max.apply(null, xs)) / 2, y: Math.max.apply(null, ys) };
        }
        shape.setAttribute('fill', 'rgba(14,165,233,0.2)');
        shape.setAttribute('stroke', '#0c4a6e');
        shape.setAttribute('stroke-width', '2');
        shape.setAttribute('vector-effect', 'non-scaling-stroke');
        svg.appendChild(shape);
        frame.appendChild(el('span', {
          'aria-hidden': 'true',
          'data-place': item.items[index],
          style: 'position:absolute;left:' + below.x * 100 + '%;top:' + below.y * 100 + '%;transform:translateX(-50%);' +
            'background:rgba(15,23,42,0.85);color:#fff;font-size:12px;font-weight:600;padding:0 4px;border-radius:3px;white-space:nowrap'
        }, item.items[index]));
      });
    },
    render: function (item, fieldset) {
      TYPES.ordering.picture(item, fieldset);
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
