/**
 * The SCORM 1.2 player shipped in every SCORM package: plain browser JavaScript with no dependencies. It finds
 * the LMS API (window.parent chain, then window.opener's), initialises, renders the quiz from the JSON in
 * index.html (questions with their images, each rendered and scored by its question type's part, TYPES), and on
 * submit reports score, status and session time, then commits and finishes.
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

  var questions = [];
  data.activities.forEach(function (activity) {
    var section = el('section', { 'aria-label': activity.title });
    section.appendChild(el('h2', {}, activity.title));
    activity.items.forEach(function (item) {
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

  function finish(score) {
    if (finished) return;
    finished = true;
    if (!api) return;
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
    var right = questions.filter(function (question) { return typeOf(question).isRight(question); }).length;
    var score = questions.length === 0 ? 100 : Math.round((right / questions.length) * 100);
    finish(score);
    var inputs = form.querySelectorAll('input, select, textarea, button');
    for (var i = 0; i < inputs.length; i++) inputs[i].disabled = true;
    var result = document.getElementById('result');
    result.textContent = 'Your score: ' + score + '% (' + right + ' of ' + questions.length + ' correct).' +
      (api ? '' : ' No LMS connection: the result was not recorded.');
    result.focus();
  });
})();
`;
