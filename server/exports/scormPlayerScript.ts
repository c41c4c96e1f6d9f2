/**
 * The SCORM 1.2 player shipped in every SCORM package: plain browser JavaScript with no dependencies. It finds
 * the LMS API (window.parent chain, then window.opener's), initialises, renders the quiz from the JSON in
 * index.html (questions with their images, each rendered and scored by its question type's part, TYPES), and on
 * submit reports each question as a `cmi.interactions` entry, then the score (the points earned of the points of
 * the questions scored here: an essay is left to a person), status and session time, then commits and finishes.
 */
import { scormTypeScripts } from '../questionTypes/registry';

export const SCORM_PLAYER_JS = String.raw`(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('quiz-data').textContent);
  var started = Date.now();
  var finished = false;

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

  // A random slot's questions (ADR 259): its count of its category's, drawn when the player opens.
  function drawn(draw) {
    var pool = draw.items.slice();
    for (var i = pool.length - 1; i > 0; i--) {
      var j = Math.floor(Math.random() * (i + 1));
      var kept = pool[i];
      pool[i] = pool[j];
      pool[j] = kept;
    }
    return pool.slice(0, draw.count);
  }

  var questions = [];
  data.activities.forEach(function (activity) {
    var section = el('section', { 'aria-label': activity.title });
    section.appendChild(el('h2', {}, activity.title));
    var items = activity.items.slice();
    (activity.draws || []).forEach(function (draw) { items = items.concat(drawn(draw)); });
    items.forEach(function (item) {
      if (item.kind === 'video') {
        var figure = el('figure', {});
        if (item.src && item.link) {
          figure.appendChild(el('iframe', { src: item.src, title: item.title, width: '640', height: '360', allowfullscreen: 'true' }));
        } else if (item.src) {
          var video = el('video', { src: item.src, controls: 'controls', width: '640' });
          video.appendChild(document.createTextNode(item.title));
          figure.appendChild(video);
        }
        figure.appendChild(el('figcaption', {}, item.title));
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
    });
    form.insertBefore(section, document.getElementById('submit'));
  });

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

  function finish(score, shares) {
    if (finished) return;
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
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (finished) return;
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
    finish(score, shares);
    var inputs = form.querySelectorAll('input, select, textarea, button');
    for (var i = 0; i < inputs.length; i++) inputs[i].disabled = true;
    var result = document.getElementById('result');
    result.textContent = 'Your score: ' + score + '% (' + right + ' of ' + scored + ' correct).' +
      (pending > 0 ? ' ' + pending + ' written answer(s) will be scored by your teacher.' : '') +
      (api ? '' : ' No LMS connection: the result was not recorded.');
    result.focus();
  });
})();
`;
