/**
 * A typed blank's patterns (ADR 305) as other formats can carry them. The console's patterns are RE2's syntax,
 * matched against the whole cleaned response. This reads the common part of that syntax (literals, escapes, classes,
 * `.`, groups, alternation, repeats, anchors at the ends) into a tree, and writes it:
 *
 * - as an XML Schema regular expression (QTI 2.1's `patternMatch`, implicitly anchored, in which `^` and `$` are
 *   plain characters and no flag exists: a blank whose case does not count writes each letter as both cases);
 * - as the finite list of answers it accepts, in the short answer's syntax (`*` for `.*`), for formats without
 *   patterns (Moodle's embedded answers);
 *
 * and reads an XML Schema expression back, and turns a pattern that matches anywhere in the response (Canvas's) into
 * one the whole response matches. What the tree cannot say (flags, word boundaries, Unicode classes) is undefined:
 * the writer lists it as a loss. Patterns are never run here: re2js checks and matches them (gapMatch.ts).
 */

type Range = readonly [from: number, to: number];

type Node =
  | { readonly t: 'char'; readonly c: number }
  | { readonly t: 'set'; readonly negated: boolean; readonly ranges: readonly Range[] }
  | { readonly t: 'any' }
  | { readonly t: 'start' }
  | { readonly t: 'end' }
  | { readonly t: 'seq'; readonly items: readonly Node[] }
  | { readonly t: 'alt'; readonly items: readonly Node[] }
  | { readonly t: 'repeat'; readonly node: Node; readonly min: number; readonly max: number }
  | { readonly t: 'group'; readonly node: Node };

class Unsupported extends Error {}

const code = (c: string) => c.codePointAt(0)!;
const DIGIT: readonly Range[] = [[0x30, 0x39]];
const WORD: readonly Range[] = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
const SPACE: readonly Range[] = [
  [0x09, 0x0a],
  [0x0c, 0x0d],
  [0x20, 0x20],
];
const POSIX: Readonly<Record<string, readonly Range[]>> = {
  alpha: [
    [0x41, 0x5a],
    [0x61, 0x7a],
  ],
  digit: DIGIT,
  alnum: [
    [0x30, 0x39],
    [0x41, 0x5a],
    [0x61, 0x7a],
  ],
  upper: [[0x41, 0x5a]],
  lower: [[0x61, 0x7a]],
  space: [
    [0x09, 0x0d],
    [0x20, 0x20],
  ],
  xdigit: [
    [0x30, 0x39],
    [0x41, 0x46],
    [0x61, 0x66],
  ],
  word: WORD,
};
const CONTROL_ESCAPES: Readonly<Record<string, number>> = { n: 10, t: 9, r: 13, f: 12, v: 11, a: 7 };
const CLASS_ESCAPES: Readonly<Record<string, readonly Range[]>> = { d: DIGIT, w: WORD, s: SPACE };

/** The tree of an RE2 pattern, or undefined when it uses what the tree cannot say. */
function parse(pattern: string): Node | undefined {
  const chars = [...pattern];
  let at = 0;
  const peek = () => chars[at];
  const next = () => {
    const c = chars[at++];
    if (c === undefined) throw new Unsupported();
    return c;
  };

  function hex(): number {
    if (peek() === '{') {
      next();
      let digits = '';
      while (peek() !== '}') digits += next();
      next();
      if (!/^[0-9a-fA-F]{1,6}$/.test(digits)) throw new Unsupported();
      return parseInt(digits, 16);
    }
    const digits = next() + next();
    if (!/^[0-9a-fA-F]{2}$/.test(digits)) throw new Unsupported();
    return parseInt(digits, 16);
  }

  /** An escape after its backslash: a character, or a class's ranges (negated for \D \W \S). */
  function escape(): number | { ranges: readonly Range[]; negated: boolean } {
    const c = next();
    if (c in CONTROL_ESCAPES) return CONTROL_ESCAPES[c]!;
    if (c in CLASS_ESCAPES) return { ranges: CLASS_ESCAPES[c]!, negated: false };
    const lower = c.toLowerCase();
    if (c !== lower && lower in CLASS_ESCAPES) return { ranges: CLASS_ESCAPES[lower]!, negated: true };
    if (c === 'x') return hex();
    if (/[\p{L}\p{N}]/u.test(c)) throw new Unsupported();
    return code(c);
  }

  function set(): Node {
    let negated = false;
    if (peek() === '^') {
      next();
      negated = true;
    }
    const ranges: Range[] = [];
    let first = true;
    while (first || peek() !== ']') {
      first = false;
      let c = next();
      let from: number;
      if (c === '[' && peek() === ':') {
        const close = chars.indexOf(']', at);
        const name = /^:(\^?)([a-z]+):$/.exec(chars.slice(at, close).join(''));
        const named = name ? POSIX[name[2]!] : undefined;
        if (!name || !named || name[1]) throw new Unsupported();
        ranges.push(...named);
        at = close + 1;
        continue;
      }
      if (c === '\\') {
        const escaped = escape();
        if (typeof escaped !== 'number') {
          if (escaped.negated) throw new Unsupported();
          ranges.push(...escaped.ranges);
          continue;
        }
        from = escaped;
      } else from = code(c);
      if (peek() === '-' && chars[at + 1] !== ']' && chars[at + 1] !== undefined) {
        next();
        c = next();
        const to = c === '\\' ? escape() : code(c);
        if (typeof to !== 'number' || to < from) throw new Unsupported();
        ranges.push([from, to]);
      } else ranges.push([from, from]);
    }
    next();
    return { t: 'set', negated, ranges };
  }

  function atom(): Node {
    const c = next();
    if (c === '(') {
      if (peek() === '?') {
        next();
        const kind = next();
        if (kind === 'P' && peek() === '<') next();
        else if (kind !== ':' && kind !== '<') throw new Unsupported();
        if (kind !== ':') while (next() !== '>');
      }
      const node = alternation();
      if (next() !== ')') throw new Unsupported();
      return { t: 'group', node };
    }
    if (c === '[') return set();
    if (c === '.') return { t: 'any' };
    if (c === '^') return { t: 'start' };
    if (c === '$') return { t: 'end' };
    if (c === '\\') {
      const escaped = escape();
      return typeof escaped === 'number'
        ? { t: 'char', c: escaped }
        : { t: 'set', negated: escaped.negated, ranges: escaped.ranges };
    }
    if (c === ')' || c === '*' || c === '+' || c === '?') throw new Unsupported();
    return { t: 'char', c: code(c) };
  }

  /** A repeat's bounds after `{`, or undefined when the braces are no repeat (then `{` is itself). */
  function bounds(): { min: number; max: number } | undefined {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(chars.slice(at, at + 12).join(''));
    if (!match) return undefined;
    at += [...match[0]].length;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    return { min, max };
  }

  function sequence(): Node {
    const items: Node[] = [];
    while (peek() !== undefined && peek() !== '|' && peek() !== ')') {
      let node = atom();
      for (;;) {
        const q = peek();
        let repeat: { min: number; max: number } | undefined;
        if (q === '*') repeat = { min: 0, max: Infinity };
        else if (q === '+') repeat = { min: 1, max: Infinity };
        else if (q === '?') repeat = { min: 0, max: 1 };
        if (repeat) next();
        else if (q === '{') repeat = bounds();
        if (!repeat) break;
        // Lazy or greedy matters for where a match is, never for whether the whole response matches.
        if (peek() === '?') next();
        if (node.t === 'start' || node.t === 'end' || node.t === 'repeat') throw new Unsupported();
        node = { t: 'repeat', node, ...repeat };
      }
      items.push(node);
    }
    return items.length === 1 ? items[0]! : { t: 'seq', items };
  }

  function alternation(): Node {
    const items = [sequence()];
    while (peek() === '|') {
      next();
      items.push(sequence());
    }
    return items.length === 1 ? items[0]! : { t: 'alt', items };
  }

  try {
    const tree = alternation();
    return at === chars.length ? tree : undefined;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/** The tree with the anchors at the ends of each branch taken out: the whole response is matched anyway. */
function unanchored(node: Node): Node | undefined {
  const strip = (branch: Node): Node => {
    const items = branch.t === 'seq' ? [...branch.items] : [branch];
    if (items[0]?.t === 'start') items.shift();
    if (items.at(-1)?.t === 'end') items.pop();
    return items.length === 1 ? items[0]! : { t: 'seq', items };
  };
  const tree = node.t === 'alt' ? { t: 'alt' as const, items: node.items.map(strip) } : strip(node);
  const anchored = (n: Node): boolean =>
    n.t === 'start' || n.t === 'end'
      ? true
      : n.t === 'seq' || n.t === 'alt'
        ? n.items.some(anchored)
        : n.t === 'repeat' || n.t === 'group'
          ? anchored(n.node)
          : false;
  return anchored(tree) ? undefined : tree;
}

/** The code points of a range and those of the other letter case (a bounded range: past it, undefined). */
function withOtherCase(ranges: readonly Range[]): Range[] | undefined {
  const points = new Set<number>();
  for (const [from, to] of ranges) {
    if (to - from > 2048) return undefined;
    for (let c = from; c <= to; c++) {
      points.add(c);
      for (const other of [String.fromCodePoint(c).toLowerCase(), String.fromCodePoint(c).toUpperCase()])
        if ([...other].length === 1) points.add(code(other));
    }
  }
  const sorted = [...points].sort((a, b) => a - b);
  const merged: [number, number][] = [];
  for (const c of sorted) {
    const last = merged.at(-1);
    if (last && last[1] === c - 1) last[1] = c;
    else merged.push([c, c]);
  }
  return merged;
}

const XSD_SPECIAL = new Set([...'\\|.?*+(){}[]^-']);

function xsdChar(c: number, inClass: boolean): string {
  if (c === 10) return '\\n';
  if (c === 13) return '\\r';
  if (c === 9) return '\\t';
  if (c < 0x20 || (c >= 0x7f && c < 0xa0)) throw new Unsupported();
  const text = String.fromCodePoint(c);
  return XSD_SPECIAL.has(text) && (inClass || text !== '-') ? `\\${text}` : text;
}

function xsdSet(ranges: readonly Range[], negated: boolean): string {
  const inner = ranges
    .map(([from, to]) => (from === to ? xsdChar(from, true) : `${xsdChar(from, true)}-${xsdChar(to, true)}`))
    .join('');
  return `[${negated ? '^' : ''}${inner}]`;
}

function xsd(node: Node, caseSensitive: boolean): string {
  switch (node.t) {
    case 'char': {
      if (!caseSensitive) {
        const both = withOtherCase([[node.c, node.c]])!;
        if (both.length > 1 || both[0]![0] !== both[0]![1]) return xsdSet(both, false);
      }
      return xsdChar(node.c, false);
    }
    case 'set': {
      const ranges = caseSensitive ? node.ranges : withOtherCase(node.ranges);
      if (!ranges) throw new Unsupported();
      return xsdSet(ranges, node.negated);
    }
    case 'any':
      return '.';
    case 'seq':
      return node.items.map((item) => xsd(item, caseSensitive)).join('');
    case 'alt':
      return node.items.map((item) => xsd(item, caseSensitive)).join('|');
    case 'group':
      return `(${xsd(node.node, caseSensitive)})`;
    case 'repeat': {
      const inner = xsd(node.node, caseSensitive);
      const { min, max } = node;
      const times =
        min === 0 && max === Infinity
          ? '*'
          : min === 1 && max === Infinity
            ? '+'
            : min === 0 && max === 1
              ? '?'
              : max === Infinity
                ? `{${min},}`
                : min === max
                  ? `{${min}}`
                  : `{${min},${max}}`;
      return inner + times;
    }
    case 'start':
    case 'end':
      throw new Unsupported();
  }
}

/**
 * A pattern as an XML Schema regular expression matching the same whole responses (QTI 2.1's `patternMatch`), the
 * blank's case rule written into it; undefined when it uses what that syntax cannot say as RE2 means it.
 */
export function xsdPattern(pattern: string, caseSensitive: boolean): string | undefined {
  const tree = parse(pattern);
  const bare = tree && unanchored(tree);
  if (!bare) return undefined;
  try {
    return xsd(bare, caseSensitive);
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/** At most as many answers as a blank holds, each within an answer's length. */
const MOST_ANSWERS = 20;
const LONGEST_ANSWER = 200;

/** The texts a node accepts in the short answer's syntax (`*` any text, `\*` a star), or undefined past the bound. */
function texts(node: Node): string[] | undefined {
  const product = (lists: readonly (readonly string[])[]): string[] | undefined => {
    let out = [''];
    for (const list of lists) {
      out = out.flatMap((head) => list.map((tail) => head + tail));
      if (out.length > MOST_ANSWERS || out.some((text) => text.length > LONGEST_ANSWER)) return undefined;
    }
    return out;
  };
  const literal = (c: number) => (c === 0x2a ? '\\*' : String.fromCodePoint(c));
  switch (node.t) {
    case 'char':
      return [literal(node.c)];
    case 'set': {
      if (node.negated) return undefined;
      const size = node.ranges.reduce((sum, [from, to]) => sum + to - from + 1, 0);
      if (size > MOST_ANSWERS) return undefined;
      return node.ranges.flatMap(([from, to]) =>
        Array.from({ length: to - from + 1 }, (_, i) => literal(from + i)),
      );
    }
    case 'any':
    case 'start':
    case 'end':
      return undefined;
    case 'group':
      return texts(node.node);
    case 'seq': {
      const lists = node.items.map(texts);
      return lists.every((list) => list !== undefined) ? product(lists) : undefined;
    }
    case 'alt': {
      const lists = node.items.map(texts);
      if (!lists.every((list) => list !== undefined)) return undefined;
      const all = [...new Set(lists.flat())];
      return all.length > MOST_ANSWERS ? undefined : all;
    }
    case 'repeat': {
      if (node.node.t === 'any' && node.min === 0 && node.max === Infinity) return ['*'];
      if (node.max === Infinity || node.max > LONGEST_ANSWER) return undefined;
      const one = texts(node.node);
      if (!one) return undefined;
      const all: string[] = [];
      for (let times = node.min; times <= node.max; times++) {
        const repeated = product(Array.from({ length: times }, () => one));
        if (!repeated) return undefined;
        all.push(...repeated);
      }
      const unique = [...new Set(all)];
      return unique.length > MOST_ANSWERS ? undefined : unique;
    }
  }
}

/**
 * The answers a pattern accepts, in the short answer's syntax (`.*` written `*`), when they are few (at most 20):
 * `colou?r` is `color` and `colour`; undefined for a pattern accepting more (`[a-z]+`).
 */
export function patternAnswers(pattern: string): string[] | undefined {
  const tree = parse(pattern);
  const bare = tree && unanchored(tree);
  const found = bare ? texts(bare) : undefined;
  return found?.map((text) => text.replace(/(?<!\\)\*+/g, '*'));
}

/**
 * An XML Schema regular expression (QTI's `patternMatch`) as an RE2 pattern the whole response matches: `^` and `$`
 * are plain characters there. Undefined for what RE2 has no word for (`\i`, `\c`, blocks, class subtraction).
 */
export function fromXsdPattern(pattern: string): string | undefined {
  let out = '';
  let inClass = false;
  const chars = [...pattern];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '\\') {
      const escaped = chars[++i];
      if (escaped === undefined || /[iIcC]/.test(escaped)) return undefined;
      if ((escaped === 'p' || escaped === 'P') && chars[i + 1] === '{' && chars[i + 2] === 'I')
        return undefined;
      out += `\\${escaped}`;
    } else if (inClass) {
      if (c === '-' && chars[i + 1] === '[') return undefined;
      if (c === ']') inClass = false;
      out += c;
    } else if (c === '[') {
      inClass = true;
      out += c;
      if (chars[i + 1] === '^') out += chars[++i];
      if (chars[i + 1] === ']') out += `\\${chars[++i]}`;
    } else out += c === '^' || c === '$' ? `\\${c}` : c;
  }
  return out;
}

/** Whether the pattern has a `|` outside its groups and classes. */
function alternatesAtTop(pattern: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') {
      inClass = true;
      if (pattern[i + 1] === '^') i++;
      if (pattern[i + 1] === ']') i++;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}

/** Whether the pattern ends with a `$` of its own (not an escaped one). */
function endsAnchored(pattern: string): boolean {
  if (!pattern.endsWith('$')) return false;
  let slashes = 0;
  for (let i = pattern.length - 2; i >= 0 && pattern[i] === '\\'; i--) slashes++;
  return slashes % 2 === 0;
}

/**
 * A pattern that matches anywhere in a response (Canvas's, as Ruby's `match?` does) as one the whole response
 * matches: `.*` before it unless it starts with `^`, after it unless it ends with `$`; a pattern of several
 * alternatives goes in a group between them. `^orange$` stays as it is.
 */
export function wholeResponsePattern(pattern: string): string {
  if (alternatesAtTop(pattern)) return `.*(?:${pattern}).*`;
  return `${pattern.startsWith('^') ? '' : '.*'}${pattern}${endsAnchored(pattern) ? '' : '.*'}`;
}
