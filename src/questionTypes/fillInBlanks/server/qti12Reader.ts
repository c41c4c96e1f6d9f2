/**
 * QTI 1.2 blanks: Canvas's fill_in_multiple_blanks_question (every label of a blank is an accepted typed answer)
 * and multiple_dropdowns_question (the labels are the options; the one a condition giving points selects is right),
 * New Quizzes' blanks that say per label whether they are a dropdown, a word bank or typed (`answer_type`), and
 * IMS's own: typed responses (`response_str` with `render_fib`) standing between the materials of the text, each
 * `varequal` of a condition giving points an accepted answer (ADR 285). When every condition giving points asks for
 * every gap at once, the question is all or nothing (ADR 292), as the source scores it. A New Quizzes blank whose
 * answers are all close enough (`TextCloseEnough`, its `levenshtein_distance` and `ignore_case`) or all regular
 * expressions (`TextRegex`) keeps that rule (ADR 305). The feedback a condition shows for one label (Canvas's
 * `<ident>_fb`) is that option's or accepted answer's (ADR 406).
 */
import {
  comparisons,
  conditionFeedback,
  conditionsOf,
  conditionVar,
  feedbackTexts,
  qti12Base,
} from '../../../../server/imports/qti12Description';
import { conditionPoints, declaredAs, type Qti12Source } from '../../../../server/imports/qti12Item';
import { partsText, textParts } from '../../../../server/imports/qti12Material';
import { child, descendants, elements, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import { fractionOf, withFeedback, type TextAnswer } from '../../shared/server/description';
import type { PartScoring } from '../../shared/domain/partScoring';
import { GAP_MATCH_LIMITS, isMatchDistance, patternProblem } from '../domain/gapMatch';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { canvasGaps } from './canvasGaps';
import { wholeResponsePattern } from './patternSyntax';
import {
  BLANKS_REASONS,
  blanksRead,
  type FillInBlanksDescription,
  type Gap,
  inTextOrder,
  partsOf,
  type TextPart,
} from './fillInBlanksDescription';

const TYPED = 'fill_in_multiple_blanks_question';
const DROPDOWNS = 'multiple_dropdowns_question';

export const BLANKS_NOTES = {
  pattern: (gap: number) =>
    `Gap ${gap} accepted answers matching a pattern; the pattern is kept as an answer.`,
  closeEnough: (gap: number) =>
    `Gap ${gap} accepted answers with small misspellings; only the exact ones are kept.`,
  fartherThanKept: (gap: number, distance: number) =>
    `Gap ${gap} accepted answers within ${distance} misspellings; here within ${GAP_MATCH_LIMITS.distance.max}.`,
  somePartsTogether:
    'Its points were given only when several gaps were right together; here each gap typed right earns its share of them.',
} as const;

function claims(source: Qti12Source): boolean {
  const declared = declaredAs(source);
  if (declared !== undefined) return declared === TYPED || declared === DROPDOWNS;
  // Undeclared, one blank is one choice: the choice type reads it.
  return (
    source.responses.length > 1 && (canvasGaps(source) !== undefined || inlineGaps(source) !== undefined)
  );
}

/**
 * IMS's blanks: the presentation's materials and typed responses in document order, each response a gap where it
 * stands; undefined unless every response is typed (`response_str` with `render_fib`).
 */
function inlineGaps(source: Qti12Source): { parts: TextPart[]; gaps: XmlElement[] } | undefined {
  const { presentation, responses } = source;
  if (!presentation || !responses.every((r) => r.name === 'response_str' && child(r, 'render_fib')))
    return undefined;
  const parts: TextPart[] = [];
  const gaps: XmlElement[] = [];
  const walk = (node: XmlElement): void => {
    for (const c of elements(node)) {
      if (c.name === 'material') parts.push(materialText(c));
      else if (c.name === 'response_str') parts.push({ gap: gaps.push(c) - 1 });
      else if (!/^response_/.test(c.name)) walk(c);
    }
  };
  walk(presentation);
  return gaps.length === responses.length ? { parts: joined(parts), gaps } : undefined;
}

/** A material's text with the spaces around it that separate it from a gap, runs of spaces made one. */
const materialText = (material: XmlElement) =>
  textParts(material)
    .map((m) =>
      m.children.every((c) => typeof c === 'string') ? m.children.join('') : ` ${partsText([m])} `,
    )
    .join(' ')
    .replace(/\s+/g, ' ');

/** Adjacent texts made one, the first trimmed at its start and the last at its end. */
function joined(parts: readonly TextPart[]): TextPart[] {
  const out: TextPart[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (typeof part === 'string' && typeof last === 'string')
      out[out.length - 1] = (last + part).replace(/\s+/g, ' ');
    else out.push(part);
  }
  if (typeof out[0] === 'string') out[0] = out[0].trimStart();
  const end = out.length - 1;
  if (typeof out[end] === 'string') out[end] = (out[end] as string).trimEnd();
  return out.filter((part) => part !== '');
}

/** The gaps a condition asks for together: its comparisons, and those under an `and`, by the response they name. */
function requiredTogether(node: XmlElement | undefined): Set<string> {
  const required = new Set<string>();
  for (const c of node ? elements(node) : [])
    if (c.name === 'and') for (const ident of requiredTogether(c)) required.add(ident);
    else if (c.name === 'varequal' && c.attributes.respident) required.add(c.attributes.respident);
  return required;
}

/**
 * How the conditions giving points score the gaps: all or nothing when each of them asks for every gap at once,
 * partial credit when each asks for one gap; undefined when some ask for several but not all (neither rule).
 */
function scoringOf(awarding: readonly XmlElement[], idents: ReadonlySet<string>): PartScoring | undefined {
  const asked = awarding.map(
    (condition) =>
      new Set(
        comparisons(conditionVar(condition))
          .map((c) => c.attributes.respident ?? '')
          .filter((r) => idents.has(r)),
      ),
  );
  if (asked.every((gaps) => gaps.size <= 1)) return 'partial';
  const everyGap = (condition: XmlElement) => {
    const required = requiredTogether(conditionVar(condition));
    return [...idents].every((ident) => required.has(ident));
  };
  return idents.size > 1 && awarding.every(everyGap) ? 'allOrNothing' : undefined;
}

/** IMS's blanks read: typed gaps, each accepting what the conditions giving points compare it with. */
function readInline(source: Qti12Source, found: { parts: TextPart[]; gaps: XmlElement[] }) {
  const awarding = conditionsOf(source.item).filter((condition) => conditionPoints(condition) > 0);
  const notes: string[] = [];
  const gaps: Gap[] = found.gaps.map((response) => {
    const answers = new Map<string, TextAnswer>();
    for (const condition of awarding)
      for (const compared of comparisons(conditionVar(condition), response.attributes.ident))
        if (compared.name === 'varequal' && textOf(compared) !== '' && !answers.has(textOf(compared)))
          answers.set(textOf(compared), {
            text: textOf(compared),
            fraction: 1,
            caseSensitive: /^yes$/i.test(compared.attributes.case ?? ''),
          });
    return { kind: 'typed', answers: [...answers.values()] };
  });
  const idents = new Set(found.gaps.map((gap) => gap.attributes.ident ?? ''));
  const scoring = scoringOf(awarding, idents);
  if (scoring === undefined) notes.push(BLANKS_NOTES.somePartsTogether);
  return blanksRead(qti12Base(source), {
    ...inTextOrder(found.parts, gaps),
    notes,
    scoring: scoring ?? 'partial',
  });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A gap's labels, each with the points and the feedback the conditions comparing the response with it give. */
interface GapLabels {
  readonly points: ReadonlyMap<string, number>;
  readonly feedback: ReadonlyMap<string, string>;
}

function gapOf(response: XmlElement, typed: boolean, found: GapLabels, number: number, notes: string[]): Gap {
  const { points } = found;
  const labels = descendants(response, 'response_label').map((label) => ({
    ident: label.attributes.ident ?? '',
    text: partsText(textParts(label)),
    answerType: label.attributes.answer_type ?? '',
    scoring: label.attributes.scoring_algorithm ?? '',
    feedback: found.feedback.get(label.attributes.ident ?? ''),
  }));
  const best = Math.max(0, ...labels.map((l) => points.get(l.ident) ?? 0));
  const openEntry = labels.every((l) => l.answerType === '' || l.answerType === 'openEntry');
  if (!typed || !openEntry)
    return {
      kind: 'dropdown',
      options: labels.map((l) =>
        withFeedback({ text: l.text, fraction: fractionOf(points.get(l.ident) ?? 0, best) }, l.feedback),
      ),
    };
  const typedLabels = labels.filter((l) => l.text !== '');
  const ruled = ruledGap(response, typedLabels, number, notes);
  if (ruled) return ruled;
  const answers: TextAnswer[] = typedLabels.map((l) =>
    withFeedback(
      {
        text: l.scoring === 'TextContainsAnswer' ? `*${l.text}*` : l.text,
        fraction: 1,
        caseSensitive: false,
      },
      l.feedback,
    ),
  );
  if (labels.some((l) => l.scoring === 'TextRegex')) notes.push(BLANKS_NOTES.pattern(number));
  if (labels.some((l) => l.scoring === 'TextCloseEnough')) notes.push(BLANKS_NOTES.closeEnough(number));
  return { kind: 'typed', answers };
}

/**
 * A New Quizzes blank whose every answer is close enough, with one distance and one case rule, or whose every
 * answer is a regular expression RE2 reads (ADR 305): kept as such. Canvas matches a pattern anywhere in the
 * response, case counting: each becomes one the whole response matches. Else undefined (the blank is read as exact).
 */
function ruledGap(
  response: XmlElement,
  labels: readonly { ident: string; text: string; scoring: string; feedback: string | undefined }[],
  number: number,
  notes: string[],
): Gap | undefined {
  if (labels.length === 0) return undefined;
  const attributes = new Map(
    descendants(response, 'response_label').map((label) => [label.attributes.ident ?? '', label.attributes]),
  );
  if (labels.every((l) => l.scoring === 'TextRegex')) {
    const patterns = labels.map((l) => wholeResponsePattern(l.text));
    if (patterns.some((pattern) => patternProblem(pattern) !== undefined)) return undefined;
    return {
      kind: 'typed',
      answers: patterns.map((text, at) =>
        withFeedback({ text, fraction: 1, caseSensitive: true }, labels[at]!.feedback),
      ),
      match: { kind: 'pattern' },
    };
  }
  if (!labels.every((l) => l.scoring === 'TextCloseEnough')) return undefined;
  const rules = labels.map((l) => attributes.get(l.ident) ?? {});
  const distances = new Set(rules.map((rule) => Number(rule.levenshtein_distance ?? '1')));
  const cases = new Set(rules.map((rule) => /^true$/i.test(rule.ignore_case ?? '')));
  const [distance] = distances;
  if (distances.size !== 1 || cases.size !== 1 || !Number.isInteger(distance) || distance! < 1)
    return undefined;
  const kept = Math.min(distance!, GAP_MATCH_LIMITS.distance.max);
  if (!isMatchDistance(distance!)) notes.push(BLANKS_NOTES.fartherThanKept(number, distance!));
  const caseSensitive = !cases.has(true);
  return {
    kind: 'typed',
    answers: labels.map((l) => withFeedback({ text: l.text, fraction: 1, caseSensitive }, l.feedback)),
    match: { kind: 'closeEnough', distance: kept },
  };
}

function read(source: Qti12Source): TypeRead<FillInBlanksDescription> {
  const blanks = canvasGaps(source);
  const inline = blanks || declaredAs(source) !== undefined ? undefined : inlineGaps(source);
  if (inline) return readInline(source, inline);
  if (!blanks) {
    const missing = source.responses
      .map((r) => /^response_(.+)$/.exec(r.attributes.ident ?? '')?.[1] ?? r.attributes.ident ?? '')
      .find((name) => !qtiText(source).includes(`[${name}]`));
    return {
      kind: 'unreadable',
      reason: missing ? BLANKS_REASONS.gapNotInText(missing) : BLANKS_REASONS.noGaps,
    };
  }
  const typed = declaredAs(source) !== DROPDOWNS;
  const conditions = conditionsOf(source.item);
  const texts = feedbackTexts(source.item);
  const notes: string[] = [];
  const listedGaps = blanks.gaps.map(({ response }, index) => {
    const points = new Map<string, number>();
    const feedback = new Map<string, string>();
    for (const condition of conditions) {
      const given = conditionPoints(condition);
      // A label's own feedback: a condition comparing this one label and nothing else shows it.
      const shown =
        comparisons(conditionVar(condition)).length === 1 ? conditionFeedback(condition, texts) : undefined;
      for (const compared of comparisons(conditionVar(condition), response.attributes.ident)) {
        if (compared.name !== 'varequal') continue;
        const ident = textOf(compared);
        if (given > 0) points.set(ident, Math.max(points.get(ident) ?? 0, given));
        if (shown !== undefined && !feedback.has(ident)) feedback.set(ident, shown);
      }
    }
    return gapOf(response, typed, { points, feedback }, index + 1, notes);
  });
  const names = blanks.gaps.map((gap) => gap.name);
  const listed = partsOf(blanks.text, new RegExp(`\\[(${names.map(escaped).join('|')})\\]`), (match) =>
    names.indexOf(match[1]!),
  );
  const { parts, gaps } = inTextOrder(listed, listedGaps);
  const awarding = conditions.filter((condition) => conditionPoints(condition) > 0);
  const scoring = scoringOf(
    awarding,
    new Set(blanks.gaps.map(({ response }) => response.attributes.ident ?? '')),
  );
  return blanksRead(qti12Base(source), { parts, gaps, notes, scoring: scoring ?? 'partial' });
}

const qtiText = (source: Qti12Source) => qti12Base(source).prompt.text;

export const fillInBlanksQti12Reader: FormatReader<Qti12Source, FillInBlanksDescription> = { claims, read };
