/**
 * The SCORM 1.2 player shipped in every SCORM package: plain browser JavaScript with no dependencies. It finds
 * the LMS API (window.parent chain, then window.opener's), initialises, renders the quiz from the JSON in
 * index.html (questions with their images, each rendered and scored by its question type's part, TYPES), and on
 * submit reports each question as a `cmi.interactions` entry, then the score (the points earned of the points of
 * the questions scored here: an essay is left to a person), status and session time, then commits and finishes.
 * Between launches the LMS keeps the learner's place in `cmi.suspend_data` (ADR 283): each random slot's draw and
 * every answer given, restored when the learner comes back, and once submitted the result, shown again read-only.
 * A shipped video with questions at moments or settings plays them (scormVideoScript.ts, ADR 343): its questions
 * wait under it for their moments, and the submit waits for the share of it to watch. The equations in the texts it
 * shows (ADR 390) are built from the MathML the server drew for them (scormMath.ts, `data.math`), also in what a
 * question's part adds later.
 */
import { scormTypeScripts } from '../../src/questionTypes/shared/server/registry';
import { SCORM_MATH_JS } from './scormMathScript';
import { SCORM_VIDEO_JS } from './scormVideoScript';

export const SCORM_PLAYER_JS = String.raw`(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('quiz-data').textContent);
  var started = Date.now();
  var finished = false;
  /** Whether the LMS session is over (LMSFinish called). */
  var ended = false;

  function findIn(win) {
    for (var depth = 0; win && depth < 10; depth++) {
      try {
        if (win.API) return win.API;
      } catch (e) {
        return null;
      }
      if (!win.parent || win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  function findApi() {
    var api = findIn(window);
    if (!api && window.opener) api = findIn(window.opener);
    return api;
  }
  var api = findApi();
  if (api) api.LMSInitialize('');
  function lmsGet(key) {
    if (!api) return '';
    var value = api.LMSGetValue(key);
    return value === null || value === undefined ? '' : String(value);
  }
  var isArray = function (value) { return Object.prototype.toString.call(value) === '[object Array]'; };
  var isObject = function (value) { return value !== null && typeof value === 'object' && !isArray(value); };

  // The learner's place as the LMS kept it (ADR 283): d, each random slot's drawn question ids; f, each answer field's
  // value (checked values of radio buttons and boxes); o, each ordering's order; r, the result once submitted.
  // SCORM 1.2 keeps at most 4,096 characters: what does not fit is left out, the longest typed answers first.
  var SUSPEND_MAX = 4096;
  var saved = {};
  try {
    saved = JSON.parse(lmsGet('cmi.suspend_data') || '{}');
  } catch (e) {
    saved = {};
  }
  if (!isObject(saved)) saved = {};
  var draws = isObject(saved.d) ? saved.d : {};
  if (lmsGet('cmi.core.lesson_status') === 'not attempted') api.LMSSetValue('cmi.core.lesson_status', 'incomplete');

  function pad(n, size) {
    var s = String(n);
    while (s.length < size) s = '0' + s;
    return s;
  }
  function timespan(ms) {
    var total = Math.max(0, Math.round(ms / 10)) / 100;
    var hours = Math.floor(total / 3600);
    var minutes = Math.floor((total % 3600) / 60);
    var seconds = (total % 60).toFixed(2);
    return pad(hours, 4) + ':' + pad(minutes, 2) + ':' + (Number(seconds) < 10 ? '0' : '') + seconds;
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var key in attrs) if (Object.prototype.hasOwnProperty.call(attrs, key)) node.setAttribute(key, attrs[key]);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  var form = document.getElementById('quiz');
${SCORM_MATH_JS}
  var TYPES = {};
${scormTypeScripts().join('')}  function typeOf(item) {
    return TYPES[item.type] || TYPES.choice;
  }
  function pointsOf(item) {
    return item.points === undefined ? 1 : item.points;
  }
  /** Answers typed or chosen as the question type compares them: trimmed, inner spaces one space. */
  function clean(text) {
    return String(text).replace(/\s+/g, ' ').trim();
  }
  function clip(text) {
    return String(text).slice(0, 255);
  }
${SCORM_VIDEO_JS}
  // A random slot's questions (ADR 259): its count of its category's, drawn when the player first opens and drawn
  // the same when the learner comes back (ADR 283).
  function drawn(draw, key) {
    var byId = {};
    draw.items.forEach(function (item) { byId[String(item.id)] = item; });
    var count = Math.min(draw.count, draw.items.length);
    var before = draws[key];
    var same = isArray(before) && before.length === count;
    for (var k = 0; same && k < before.length; k++) {
      if (!Object.prototype.hasOwnProperty.call(byId, String(before[k])) || before.indexOf(before[k]) !== k) same = false;
    }
    if (same) return before.map(function (id) { return byId[String(id)]; });
    var pool = draw.items.slice();
    for (var i = pool.length - 1; i > 0; i--) {
      var j = Math.floor(Math.random() * (i + 1));
      var kept = pool[i];
      pool[i] = pool[j];
      pool[j] = kept;
    }
    var chosen = pool.slice(0, count);
    draws[key] = chosen.map(function (item) { return item.id; });
    return chosen;
  }

  var questions = [];
  data.activities.forEach(function (activity, a) {
    var section = el('section', { 'aria-label': activity.title });
    section.appendChild(el('h2', {}, activity.title));
    var items = activity.items.slice();
    (activity.draws || []).forEach(function (draw, d) { items = items.concat(drawn(draw, a + '.' + d)); });
    // The interactive video the questions below it are asked in (ADR 343); none above a plain or linked video.
    var playing = null;
    items.forEach(function (item, i) {
      if (item.kind === 'video') {
        var figure = el('figure', {});
        playing = null;
        if (item.src && item.link) {
          figure.appendChild(el('iframe', { src: item.src, title: item.title, width: '640', height: '360', allowfullscreen: 'true' }));
        } else if (item.src) {
          var video = el('video', { src: item.src, controls: 'controls', width: '640', preload: 'metadata' });
          video.appendChild(document.createTextNode(item.title));
          figure.appendChild(video);
          if (item.interactive) playing = interactiveVideo(item, a + '.' + i, video, figure);
        }
        figure.insertBefore(el('figcaption', {}, item.title), figure.childNodes[1] || null);
        section.appendChild(figure);
        return;
      }
      if (typeOf(item).block) {
        // A text block (ADR 260): shown between the questions, never numbered, scored or reported.
        var block = el('div', { 'data-text-block': String(item.id) });
        typeOf(item).render(item, block);
        (item.images || []).forEach(function (image) {
          block.appendChild(el('p', {})).appendChild(el('img', { src: image.src, alt: image.alt }));
        });
        section.appendChild(block);
        return;
      }
      questions.push(item);
      var fieldset = el('fieldset', { 'data-question': String(item.id) });
      fieldset.appendChild(el('legend', {}, questions.length + '. ' + item.title));
      (item.images || []).forEach(function (image) {
        fieldset.appendChild(el('p', {})).appendChild(el('img', { src: image.src, alt: image.alt }));
      });
      typeOf(item).render(item, fieldset);
      section.appendChild(fieldset);
      if (item.moment && playing) playing.ask(item, fieldset);
    });
    form.insertBefore(section, document.getElementById('submit'));
  });
  showMath(form);
  watchMath(form);

  function controls() {
    return form.querySelectorAll('input[name], select[name], textarea[name]');
  }
  function place() {
    var fields = {};
    var all = controls();
    for (var i = 0; i < all.length; i++) {
      var control = all[i];
      if (control.type === 'radio' || control.type === 'checkbox') {
        if (control.checked) (fields[control.name] = fields[control.name] || []).push(control.value);
      } else if (control.value !== '') fields[control.name] = control.value;
    }
    var orders = {};
    var lists = form.querySelectorAll('ol[data-order]');
    for (var l = 0; l < lists.length; l++) {
      var rows = lists[l].querySelectorAll('li[data-item]');
      orders[lists[l].getAttribute('data-order')] = Array.prototype.map.call(rows, function (row) {
        return row.getAttribute('data-item');
      });
    }
    var state = { v: 1, d: draws, f: fields, o: orders };
    // What each interactive video played (ADR 343), only when one did.
    var watched = watchedPlace();
    if (Object.keys(watched).length > 0) state.w = watched;
    return state;
  }
  /** The place as suspend_data: within SCORM 1.2's limit, leaving out the longest typed answers first. */
  function suspendData(state) {
    var text = JSON.stringify(state);
    var typed = Object.keys(state.f)
      .filter(function (name) { return typeof state.f[name] === 'string'; })
      .sort(function (x, y) { return state.f[y].length - state.f[x].length; });
    while (text.length > SUSPEND_MAX && typed.length > 0) {
      delete state.f[typed.shift()];
      text = JSON.stringify(state);
    }
    if (text.length > SUSPEND_MAX) text = JSON.stringify({ v: 1, d: state.d, r: state.r, w: state.w });
    return text.length > SUSPEND_MAX ? '' : text;
  }
  function restore() {
    var fields = isObject(saved.f) ? saved.f : {};
    var all = controls();
    for (var i = 0; i < all.length; i++) {
      var control = all[i];
      if (!Object.prototype.hasOwnProperty.call(fields, control.name)) continue;
      var value = fields[control.name];
      if (control.type === 'radio' || control.type === 'checkbox')
        control.checked = isArray(value) && value.indexOf(control.value) >= 0;
      else if (typeof value === 'string') control.value = value;
    }
    var orders = isObject(saved.o) ? saved.o : {};
    var lists = form.querySelectorAll('ol[data-order]');
    for (var l = 0; l < lists.length; l++) {
      var order = orders[lists[l].getAttribute('data-order')];
      if (!isArray(order)) continue;
      var rows = Array.prototype.slice.call(lists[l].querySelectorAll('li[data-item]'));
      var byItem = {};
      rows.forEach(function (row) { byItem[row.getAttribute('data-item')] = row; });
      var whole = order.length === rows.length && order.every(function (item) { return byItem[item]; });
      if (whole) for (var o = 0; o < order.length; o++) lists[l].appendChild(byItem[order[o]]);
    }
  }
  var written = '';
  var committed = '';
  /** Hands the place to the LMS when it changed; with commit, asks the LMS to store it now. */
  function keep(commit) {
    if (!api || finished) return;
    var text = suspendData(place());
    if (text !== written) {
      api.LMSSetValue('cmi.suspend_data', text);
      written = text;
    }
    if (commit && written !== committed) {
      api.LMSCommit('');
      committed = written;
    }
  }

  function resultOf(share) {
    if (share === null) return 'neutral';
    if (share === 1) return 'correct';
    if (share === 0) return 'wrong';
    return String(Math.round(share * 10000) / 10000);
  }
  function report(item, index, share) {
    var interaction = typeOf(item).interaction(item);
    var key = 'cmi.interactions.' + index + '.';
    api.LMSSetValue(key + 'id', 'question-' + item.id);
    api.LMSSetValue(key + 'type', interaction.type);
    api.LMSSetValue(key + 'weighting', String(pointsOf(item)));
    if (interaction.correct !== undefined) api.LMSSetValue(key + 'correct_responses.0.pattern', clip(interaction.correct));
    api.LMSSetValue(key + 'student_response', clip(interaction.response));
    api.LMSSetValue(key + 'result', resultOf(share));
  }

  function finish(score, shares, said) {
    if (finished) return;
    if (api) {
      var state = place();
      state.r = said;
      api.LMSSetValue('cmi.suspend_data', suspendData(state));
    }
    finished = true;
    if (!api) return;
    questions.forEach(function (question, index) { report(question, index, shares[index]); });
    api.LMSSetValue('cmi.core.score.min', '0');
    api.LMSSetValue('cmi.core.score.max', '100');
    api.LMSSetValue('cmi.core.score.raw', String(score));
    var status = data.masteryScore === null ? 'completed' : score >= data.masteryScore ? 'passed' : 'failed';
    api.LMSSetValue('cmi.core.lesson_status', status);
    api.LMSSetValue('cmi.core.session_time', timespan(Date.now() - started));
    api.LMSSetValue('cmi.core.exit', '');
    api.LMSCommit('');
    api.LMSFinish('');
    ended = true;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (finished) return;
    // A video watched below the share its author asks for holds the submit, and the LMS keeps the attempt
    // incomplete (ADR 343); a video that cannot play holds nothing.
    var short = videos.filter(function (v) { return v.short(); });
    if (short.length > 0) {
      var titles = short.map(function (v) { return v.item.title; }).join(', ');
      var result = document.getElementById('result');
      result.textContent = VIDEO_TEXT.watchFirst.replace('{titles}', titles);
      result.focus();
      if (api) {
        api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
        keep(false);
        api.LMSCommit('');
      }
      return;
    }
    var shares = questions.map(function (question) { return typeOf(question).score(question); });
    var earned = 0, max = 0, right = 0, scored = 0, pending = 0;
    questions.forEach(function (question, index) {
      var share = shares[index];
      if (share === null) { pending++; return; }
      scored++;
      earned += share * pointsOf(question);
      max += pointsOf(question);
      if (share === 1) right++;
    });
    var score = max === 0 ? 100 : Math.round((earned / max) * 100);
    var said = 'Your score: ' + score + '% (' + right + ' of ' + scored + ' correct).' +
      (pending > 0 ? ' ' + pending + ' written answer(s) will be scored by your teacher.' : '');
    finish(score, shares, said);
    showResult(said + (api ? '' : ' No LMS connection: the result was not recorded.'));
  });

  function showResult(said) {
    var inputs = form.querySelectorAll('input, select, textarea, button');
    for (var i = 0; i < inputs.length; i++) inputs[i].disabled = true;
    var result = document.getElementById('result');
    result.textContent = said;
    result.focus();
  }

  // Back in a launch the LMS kept: the same draw (above), the answers given, and once submitted the result alone.
  restore();
  if (typeof saved.r === 'string' && saved.r !== '') {
    finished = true;
    showResult(saved.r);
  } else keep(false);
  form.addEventListener('input', function () { keep(false); });
  form.addEventListener('change', function () { keep(true); });
  // A mark placed on a picture or an item moved sets no field by typing: what a click changed is kept too.
  form.addEventListener('click', function () { keep(true); });
  // The learner leaves before submitting: the LMS keeps the attempt to resume (SCORM 1.2's exit "suspend").
  window.addEventListener('pagehide', function () {
    if (!api || ended) return;
    if (!finished) {
      finished = true;
      var text = suspendData(place());
      if (text !== written) api.LMSSetValue('cmi.suspend_data', text);
      api.LMSSetValue('cmi.core.session_time', timespan(Date.now() - started));
      api.LMSSetValue('cmi.core.exit', 'suspend');
      api.LMSCommit('');
    }
    api.LMSFinish('');
    ended = true;
  });
})();
`;
