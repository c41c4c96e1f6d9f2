/**
 * A hotspot question in the SCORM 1.2 player (ADR 236): the question's image (its last) takes a click as the next
 * mark; each mark is also two number fields, across and down in per cent, so it can be placed with the keyboard.
 * The share of the right regions found (each once, out of as many as the student may mark), as the console scores
 * it; a `performance` interaction of the marks placed.
 */
import type { ExportHotspotQuestion } from './hotspotExportQuestion';

const data = (question: ExportHotspotQuestion) => ({
  regions: question.definition.regions.map(({ id: _id, ...shape }) => shape),
  maxMarks: question.definition.maxMarks,
});

/** The player's part: `el` and `form` are the player's own. */
const script = String.raw`  TYPES.hotspot = {
    render: function (item, fieldset) {
      var images = fieldset.querySelectorAll('img');
      var image = images[images.length - 1];
      var fields = [];
      for (var m = 0; m < item.maxMarks; m++) {
        var row = el('p', {});
        ['across', 'down'].forEach(function (axis) {
          var id = 'q' + item.id + '-mark' + m + '-' + axis;
          row.appendChild(el('label', { for: id }, 'Mark ' + (m + 1) + ', ' + axis + ' (%) '));
          row.appendChild(el('input', { type: 'number', id: id, name: id, min: '0', max: '100', step: '0.1' }));
        });
        fieldset.appendChild(row);
        fields.push(row);
      }
      if (!image) return;
      var next = 0;
      image.style.cursor = 'crosshair';
      image.addEventListener('click', function (event) {
        var box = image.getBoundingClientRect();
        var inputs = fields[next % fields.length].querySelectorAll('input');
        inputs[0].value = String(Math.round(((event.clientX - box.left) / box.width) * 1000) / 10);
        inputs[1].value = String(Math.round(((event.clientY - box.top) / box.height) * 1000) / 10);
        next++;
      });
    },
    marks: function (item) {
      var marks = [];
      for (var m = 0; m < item.maxMarks; m++) {
        var x = form.querySelector('[name="q' + item.id + '-mark' + m + '-across"]').value;
        var y = form.querySelector('[name="q' + item.id + '-mark' + m + '-down"]').value;
        if (x !== '' && y !== '') marks.push({ x: Number(x) / 100, y: Number(y) / 100 });
      }
      return marks;
    },
    contains: function (region, mark) {
      var edge = 1e-9;
      if (region.shape === 'rectangle')
        return mark.x >= region.x - edge && mark.x <= region.x + region.width + edge &&
          mark.y >= region.y - edge && mark.y <= region.y + region.height + edge;
      if (region.shape === 'ellipse') {
        if (region.radiusX <= 0 || region.radiusY <= 0) return false;
        var dx = (mark.x - region.x) / region.radiusX, dy = (mark.y - region.y) / region.radiusY;
        return dx * dx + dy * dy <= 1 + edge;
      }
      var inside = false, points = region.points;
      for (var i = 0, j = points.length - 1; i < points.length; j = i++) {
        var a = points[i], b = points[j];
        if ((a.y > mark.y) !== (b.y > mark.y) && mark.x < ((b.x - a.x) * (mark.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
      }
      return inside;
    },
    score: function (item) {
      var wanted = Math.min(item.regions.length, item.maxMarks);
      if (wanted === 0) return 0;
      var marks = TYPES.hotspot.marks(item);
      var found = item.regions.filter(function (region) {
        return marks.some(function (mark) { return TYPES.hotspot.contains(region, mark); });
      }).length;
      return Math.min(1, found / wanted);
    },
    interaction: function (item) {
      return {
        type: 'performance',
        response: TYPES.hotspot.marks(item).map(function (mark) {
          return Math.round(mark.x * 1000) / 10 + ',' + Math.round(mark.y * 1000) / 10;
        }).join(';')
      };
    }
  };
`;

export const hotspotScormWriter = { data, script } as const;
