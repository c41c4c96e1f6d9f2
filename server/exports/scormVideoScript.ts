/**
 * The SCORM player's interactive video (ADR 343): plain browser JavaScript that the player (scormPlayerScript.ts)
 * runs inside its own scope, for each shipped video file that has questions at moments or settings (ADR 337). It
 * keeps the played segments (merged, kept in `cmi.suspend_data` between launches); pauses at each question's moment
 * and shows the question under the video, focused; holds a must-answer question's video until it is answered; on
 * going on after a wrong answer goes back to the question's `jumpBackTo`; refuses a seek or a chapter past what was
 * watched where skipping is prevented; offers the allowed speeds, the chapters and the notes. A question jumped over
 * by an allowed seek is shown without pausing; back in a launch the LMS kept, the video resumes where the learner got
 * to. A video linked to the console's player (an iframe) cannot be controlled: its questions are asked beside it.
 */

/** What the interactive video says, in the package's language (English, like the rest of the player). */
export const SCORM_VIDEO_TEXT = {
  speed: 'Speed',
  chapters: 'Chapters',
  goOn: 'Continue the video',
  asked: 'Question at {at} of the video',
  answerFirst: 'Answer the question to go on',
  skipRefused: 'You can’t skip ahead of what you have watched',
  jumpedBack: 'Not quite: watch again from {at}',
  watchFirst: 'Watch the video before submitting: {titles}',
} as const;

export const SCORM_VIDEO_JS = String.raw`
  // Interactive video (ADR 343): each shipped video with questions at moments or settings gets a controller.
  var VIDEO_TEXT = ${JSON.stringify(SCORM_VIDEO_TEXT)};
  var videos = [];
  var watchedKept = isObject(saved.w) ? saved.w : {};
  function said(text, at) {
    return text.replace('{at}', at);
  }
  /** A moment as the console shows it: m:ss (h:mm:ss), tenths when there are any. */
  function clock(seconds) {
    var t = Math.round(seconds * 10) / 10;
    var whole = Math.floor(t);
    var tenth = Math.round((t - whole) * 10);
    var h = Math.floor(whole / 3600);
    var m = Math.floor((whole % 3600) / 60);
    var text = (h > 0 ? h + ':' + pad(m, 2) : String(m)) + ':' + pad(whole % 60, 2);
    return tenth > 0 ? text + '.' + tenth : text;
  }
  /** Played segments merged: sorted, overlapping or touching ones joined, each [start, end] kept to tenths. */
  function merge(segments) {
    var sorted = segments
      .filter(function (s) { return isArray(s) && s.length === 2 && isFinite(s[0]) && isFinite(s[1]) && s[1] > s[0]; })
      .map(function (s) { return [Math.max(0, Number(s[0])), Number(s[1])]; })
      .sort(function (x, y) { return x[0] - y[0]; });
    var out = [];
    sorted.forEach(function (s) {
      var top = out[out.length - 1];
      if (top && s[0] <= top[1] + 0.5) top[1] = Math.max(top[1], s[1]);
      else out.push([s[0], s[1]]);
    });
    return out.map(function (s) { return [Math.floor(s[0] * 10) / 10, Math.ceil(s[1] * 10) / 10]; });
  }

  function interactiveVideo(item, key, video, figure) {
    var settings = item.settings || {};
    var self = { item: item, key: key, moments: [], holding: null, playable: true };
    var segments = merge(isArray(watchedKept[key]) ? watchedKept[key] : []);
    var last = 0;
    var status = el('p', { role: 'status', 'class': 'video-status' });
    var note = el('p', { 'class': 'video-note', 'aria-live': 'polite' });
    function furthest() {
      return segments.reduce(function (most, s) { return Math.max(most, s[1]); }, 0);
    }
    function tell(text) {
      status.textContent = text;
    }
    self.segments = function () { return segments; };
    /** Whether the video asks for a share to be watched that is not yet watched (a video that cannot play asks none). */
    self.short = function () {
      if (!settings.requireWatched || !self.playable) return false;
      var length = video.duration;
      if (!isFinite(length) || length <= 0) return true;
      var watched = segments.reduce(function (sum, s) { return sum + Math.min(s[1], length) - Math.min(s[0], length); }, 0);
      return Math.round((watched / length) * 1000) / 1000 < settings.requireWatched / 100;
    };
    function showReached() {
      var reached = Math.max(furthest(), video.currentTime || 0);
      self.moments.forEach(function (m) { if (m.at <= reached + 0.05) m.fieldset.hidden = false; });
    }
    /** Whether a question asked at a moment has an answer: a field given, or a mark placed by a click. */
    function answered(m) {
      if (m.touched) return true;
      var fields = m.fieldset.querySelectorAll('input, select, textarea');
      for (var i = 0; i < fields.length; i++) {
        var field = fields[i];
        if (field.type === 'radio' || field.type === 'checkbox' ? field.checked : field.value !== '') return true;
      }
      return false;
    }
    function ask(m) {
      m.asked = true;
      m.fieldset.hidden = false;
      m.goOn.disabled = m.mustAnswer && !answered(m);
      if (m.pause || m.mustAnswer) {
        video.pause();
        self.holding = m;
      }
      m.fieldset.focus();
    }
    function seekTo(at) {
      if (settings.preventSkipping && at > furthest() + 1) return tell(VIDEO_TEXT.skipRefused);
      video.currentTime = at;
    }

    if (settings.speeds === undefined || settings.speeds.length > 1) {
      var speeds = (settings.speeds || [0.5, 0.75, 1, 1.25, 1.5, 2]).slice().sort(function (x, y) { return x - y; });
      var speedLabel = el('label', { 'class': 'video-speed' }, VIDEO_TEXT.speed + ' ');
      var select = el('select', {});
      speeds.forEach(function (speed) {
        var option = el('option', { value: String(speed) }, speed + '×');
        if (speed === 1) option.selected = true;
        select.appendChild(option);
      });
      select.addEventListener('change', function () { video.playbackRate = Number(select.value); });
      video.addEventListener('ratechange', function () {
        if (speeds.indexOf(video.playbackRate) < 0) video.playbackRate = 1;
        select.value = String(video.playbackRate);
      });
      speedLabel.appendChild(select);
      figure.appendChild(speedLabel);
    }
    if (settings.chapters && settings.chapters.length > 0) {
      var nav = el('nav', { 'aria-label': VIDEO_TEXT.chapters });
      var list = el('ul', { 'class': 'video-chapters' });
      settings.chapters.forEach(function (chapter) {
        var button = el('button', { type: 'button' }, clock(chapter.at) + ' ' + chapter.title);
        button.addEventListener('click', function () { seekTo(chapter.at); });
        list.appendChild(el('li', {})).appendChild(button);
      });
      nav.appendChild(list);
      figure.appendChild(nav);
    }
    figure.appendChild(note);
    figure.appendChild(status);

    video.addEventListener('error', function () { self.playable = false; });
    video.addEventListener('timeupdate', function () {
      var now = video.currentTime;
      var from = last;
      var played = !video.seeking && now >= from && now - from <= 1.5 * Math.max(1, video.playbackRate);
      if (played && now > from) segments = merge(segments.concat([[from, now]]));
      last = now;
      var shown = (settings.notes || []).filter(function (n) { return n.at <= now; }).pop();
      note.textContent = shown ? shown.text : '';
      if (!played) return;
      for (var i = 0; i < self.moments.length; i++) {
        var m = self.moments[i];
        if (!m.asked && m.at >= from && m.at <= now) return ask(m);
      }
    });
    video.addEventListener('seeking', function () {
      var held = self.holding;
      var limit = furthest();
      if (settings.preventSkipping && video.currentTime > limit + 1) {
        video.currentTime = limit;
        tell(VIDEO_TEXT.skipRefused);
      } else if (held && held.mustAnswer && !answered(held) && video.currentTime > held.at + 0.5) {
        video.currentTime = held.at;
        tell(VIDEO_TEXT.answerFirst);
      }
      last = video.currentTime;
      showReached();
    });
    video.addEventListener('play', function () {
      var held = self.holding;
      if (!held) return;
      if (held.mustAnswer && !answered(held)) {
        video.pause();
        tell(VIDEO_TEXT.answerFirst);
        held.fieldset.focus();
        return;
      }
      self.holding = null;
      var share = answered(held) ? typeOf(held.item).score(held.item) : null;
      if (held.jumpBackTo !== undefined && share !== null && share < 1) {
        held.asked = false;
        video.currentTime = held.jumpBackTo;
        last = held.jumpBackTo;
        tell(said(VIDEO_TEXT.jumpedBack, clock(held.jumpBackTo)));
      } else tell('');
    });
    video.addEventListener('ended', function () {
      if (isFinite(video.duration)) segments = merge(segments.concat([[last, video.duration]]));
      keep(true);
    });
    video.addEventListener('pause', function () { keep(true); });

    // Back in a launch the LMS kept: the video resumes where the learner got to, its questions up to there shown.
    function resume() {
      var at = furthest();
      if (at > 0 && isFinite(video.duration) && at < video.duration - 1) {
        video.currentTime = at;
        last = at;
      }
    }
    if (video.readyState >= 1) resume();
    else video.addEventListener('loadedmetadata', resume);

    /** A question asked at its moment: hidden under the video until the moment comes. */
    self.ask = function (question, fieldset) {
      var m = {
        item: question,
        fieldset: fieldset,
        at: question.moment.at,
        pause: question.moment.pause,
        mustAnswer: question.moment.mustAnswer,
        jumpBackTo: question.moment.jumpBackTo,
        asked: false,
        touched: false,
      };
      fieldset.hidden = true;
      fieldset.setAttribute('tabindex', '-1');
      fieldset.setAttribute('aria-label', said(VIDEO_TEXT.asked, clock(m.at)));
      var goOn = el('button', { type: 'button', 'class': 'video-go-on' }, VIDEO_TEXT.goOn);
      goOn.addEventListener('click', function () { video.play(); });
      fieldset.appendChild(goOn);
      m.goOn = goOn;
      // A must-answer question's Continue waits for an answer.
      var touch = function (event) {
        if (event.target === goOn) return;
        m.touched = true;
        goOn.disabled = false;
      };
      fieldset.addEventListener('change', touch);
      fieldset.addEventListener('input', touch);
      // A mark placed on a picture or an item moved changes no field: a click on one answers too.
      fieldset.addEventListener('click', function (event) {
        var target = event.target;
        if (target !== goOn && target.closest && target.closest('button, [data-item], img, canvas')) touch(event);
      });
      self.moments.push(m);
      self.moments.sort(function (x, y) { return x.at - y.at; });
      showReached();
    };
    videos.push(self);
    return self;
  }
  /** The played segments of every interactive video, for the place the LMS keeps. */
  function watchedPlace() {
    var out = {};
    videos.forEach(function (v) { if (v.segments().length > 0) out[v.key] = v.segments(); });
    return out;
  }
`;
