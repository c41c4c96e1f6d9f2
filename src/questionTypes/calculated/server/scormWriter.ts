/**
 * A calculated question in the SCORM 1.2 player (ADR 291): each learner draws their own numbers, seeded by the
 * LMS's learner id and the question (FNV-1a and Mulberry32, as the console draws), written into the question's
 * text; the number typed is scored against the formula's value within the tolerance, or as the right answer shown.
 * The formula travels as the checked tree (calculatedFormula.ts), which the player evaluates with the same
 * whitelist of operators and functions; a `numeric` interaction.
 */
import { calculatedOf } from '../domain/calculated';
import { readFormula } from '../domain/calculatedFormula';
import type { ExportCalculatedQuestion } from './calculatedExportQuestion';

const data = (question: ExportCalculatedQuestion) => {
  const definition = calculatedOf(question.definition);
  const read = readFormula(
    definition.formula,
    definition.variables.map((v) => v.name),
  );
  return {
    variables: definition.variables,
    formula: read.ok ? read.formula : null,
    tolerance: definition.tolerance,
    relative: definition.relative,
    decimals: definition.decimals,
  };
};

/** The player's part: `el`, `form`, `clean` and `lmsGet` are the player's own. */
const script = String.raw`  TYPES.calculated = {
    seed: function (text) {
      var h = 0x811c9dc5;
      for (var i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
      var a = h >>> 0;
      return function () {
        a = (a + 0x6d2b79f5) | 0;
        var t = Math.imul(a ^ (a >>> 15), 1 | a);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    },
    round: function (x, d) { var f = Math.pow(10, d); return Math.round(x * f) / f; },
    evaluate: function (f, values) {
      var C = TYPES.calculated;
      if (f.kind === 'number') return f.value;
      if (f.kind === 'variable') return values.hasOwnProperty(f.name) ? values[f.name] : NaN;
      if (f.kind === 'negate') return -C.evaluate(f.of, values);
      if (f.kind === 'binary') {
        var l = C.evaluate(f.left, values), r = C.evaluate(f.right, values);
        return f.op === '+' ? l + r : f.op === '-' ? l - r : f.op === '*' ? l * r : f.op === '/' ? l / r : Math.pow(l, r);
      }
      var args = f.args.map(function (a) { return C.evaluate(a, values); });
      var fns = { sqrt: Math.sqrt, abs: Math.abs, sin: Math.sin, cos: Math.cos, tan: Math.tan, asin: Math.asin, acos: Math.acos,
        atan: Math.atan, exp: Math.exp, log: Math.log, ln: Math.log, log10: function (x) { return Math.log(x) / Math.LN10; },
        pow: Math.pow, floor: Math.floor, ceil: Math.ceil, min: Math.min, max: Math.max, pi: function () { return Math.PI; },
        round: function (x, d) { return C.round(x, d || 0); } };
      return fns.hasOwnProperty(f.name) ? fns[f.name].apply(null, args) : NaN;
    },
    draw: function (item) {
      var C = TYPES.calculated;
      if (item.drawn) return item.drawn;
      var learner = lmsGet('cmi.core.student_id') || 'learner';
      var random = C.seed(learner + ':calculated:' + item.id);
      var values = {}, answer = NaN;
      for (var tries = 0; tries < 20; tries++) {
        values = {};
        item.variables.forEach(function (v) {
          var step = Math.pow(10, -v.decimals);
          var low = Math.ceil(C.round(v.min / step, 6)), high = Math.floor(C.round(v.max / step, 6));
          values[v.name] = high < low ? C.round(v.min, v.decimals) : C.round((low + Math.floor(random() * (high - low + 1))) * step, v.decimals);
        });
        answer = item.formula ? C.evaluate(item.formula, values) : NaN;
        if (isFinite(answer) || !item.formula) break;
      }
      item.drawn = { values: values, answer: answer, shown: isFinite(answer) ? C.round(answer, item.decimals).toFixed(item.decimals) : '' };
      return item.drawn;
    },
    render: function (item, fieldset) {
      var drawn = TYPES.calculated.draw(item);
      var legend = fieldset.querySelector('legend');
      if (legend) legend.textContent = legend.textContent.replace(/\{([A-Za-z_]\w*)\}/g, function (whole, name) {
        var v = item.variables.filter(function (x) { return x.name === name; })[0];
        return v ? drawn.values[name].toFixed(v.decimals) : whole;
      });
      var id = 'q' + item.id + '-number';
      fieldset.appendChild(el('label', { for: id }, 'Your answer'));
      fieldset.appendChild(el('input', { type: 'text', inputmode: 'decimal', name: 'q' + item.id, id: id, maxlength: '100', autocomplete: 'off' }));
    },
    given: function (item) {
      return clean(form.querySelector('input[name="q' + item.id + '"]').value);
    },
    score: function (item) {
      var drawn = TYPES.calculated.draw(item);
      var typed = TYPES.calculated.given(item).replace(/\s/g, '');
      if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(typed) || !isFinite(drawn.answer)) return 0;
      var value = Number(typed);
      var near = function (a, b) { return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)); };
      var within = item.relative ? Math.abs(drawn.answer * item.tolerance) : item.tolerance;
      var off = Math.abs(value - drawn.answer);
      return off <= within || near(off, within) || near(value, Number(drawn.shown)) ? 1 : 0;
    },
    interaction: function (item) {
      return { type: 'numeric', response: TYPES.calculated.given(item), correct: TYPES.calculated.draw(item).shown };
    }
  };
`;

export const calculatedScormWriter = { data, script } as const;
