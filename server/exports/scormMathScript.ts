/**
 * The SCORM player's equations (ADR 390), plain browser JavaScript: each text it shows is cut as the console cuts
 * it (splitMath, src/domain/shared/mathText.ts: `\( … \)` inline, `\[ … \]` displayed, `\\(` an escaped delimiter),
 * and each equation the server drew (`data.math`, scormMath.ts) is built as MathML elements; one it did not draw
 * stays as written. What is done is wrapped in a `data-math` span, never read again; text in code, a select's
 * options and form fields is not read.
 */
export const SCORM_MATH_JS = String.raw`  var EQUATIONS = data.math || {};
  var MATHML = 'http://www.w3.org/1998/Math/MathML';
  var NOT_READ = { CODE: 1, PRE: 1, SCRIPT: 1, STYLE: 1, TEXTAREA: 1, OPTION: 1, SELECT: 1 };
  function splitMath(text) {
    var out = [], pending = '', i = 0;
    while (i < text.length) {
      var next = text.indexOf('\\', i);
      if (next < 0 || next === text.length - 1) { pending += text.slice(i); break; }
      pending += text.slice(i, next);
      var after = text.charAt(next + 1);
      if (after === '\\' && (text.charAt(next + 2) === '(' || text.charAt(next + 2) === '[')) {
        pending += '\\' + text.charAt(next + 2);
        i = next + 3;
        continue;
      }
      if (after !== '(' && after !== '[') { pending += text.slice(next, next + 2); i = next + 2; continue; }
      var close = after === '(' ? ')' : ']';
      var end = -1;
      for (var k = next + 2; k < text.length - 1; k++) {
        if (text.charAt(k) !== '\\') continue;
        if (text.charAt(k + 1) === close) { end = k; break; }
        k++;
      }
      var latex = end < 0 ? '' : text.slice(next + 2, end);
      if (/^\s*$/.test(latex)) { pending += text.slice(next, next + 2); i = next + 2; continue; }
      if (pending !== '') out.push(pending);
      pending = '';
      out.push({ key: after + latex, source: text.slice(next, end + 2) });
      i = end + 2;
    }
    if (pending !== '') out.push(pending);
    return out;
  }
  function mathNode(tree) {
    if (typeof tree === 'string') return document.createTextNode(tree);
    var node = document.createElementNS(MATHML, tree.n);
    for (var key in tree.a) if (Object.prototype.hasOwnProperty.call(tree.a, key)) node.setAttribute(key, tree.a[key]);
    (tree.c || []).forEach(function (child) { node.appendChild(mathNode(child)); });
    return node;
  }
  function mathDone(node) {
    for (var at = node; at; at = at.parentNode) {
      if (at.nodeType !== 1) continue;
      if (NOT_READ[at.nodeName] || at.hasAttribute('data-math') || at.namespaceURI === MATHML) return true;
    }
    return false;
  }
  /** The equations in the texts under root shown as MathML. */
  function showMath(root) {
    if (!root || (root.nodeType !== 1 && root.nodeType !== 3) || mathDone(root.nodeType === 3 ? root.parentNode : root)) return;
    var texts = [];
    if (root.nodeType === 3) texts.push(root);
    else {
      var walker = document.createTreeWalker(root, 4, null, false);
      for (var node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node);
    }
    texts.forEach(function (text) {
      if (text.data.indexOf('\\(') < 0 && text.data.indexOf('\\[') < 0) return;
      if (!text.parentNode || mathDone(text.parentNode)) return;
      var wrapper = document.createElement('span');
      wrapper.setAttribute('data-math', '');
      splitMath(text.data).forEach(function (part) {
        if (typeof part === 'string') wrapper.appendChild(document.createTextNode(part));
        else if (Object.prototype.hasOwnProperty.call(EQUATIONS, part.key)) wrapper.appendChild(mathNode(EQUATIONS[part.key]));
        else wrapper.appendChild(document.createTextNode(part.source));
      });
      text.parentNode.replaceChild(wrapper, text);
    });
  }
  /** What a question's part adds later (feedback, a result) shows its equations too. */
  function watchMath(root) {
    if (!window.MutationObserver) return;
    new MutationObserver(function (records) {
      records.forEach(function (record) {
        for (var i = 0; i < record.addedNodes.length; i++) showMath(record.addedNodes[i]);
      });
    }).observe(root, { childList: true, subtree: true });
  }
`;
