/**
 * QTI 2 blanks: a text whose inline interactions are all gaps (inlineChoiceInteraction a dropdown, textEntry a typed
 * answer or number) when it has more than one of them or a dropdown; or one gapMatchInteraction, each gap a dropdown
 * of the gap texts with the one its correct pair names right. All or nothing when the response processing gives the
 * points only when every gap is right (`match_correct`, or a `match` of every response under one `and`, ADR 292).
 * A text entry with no right value nor mapping, which the response processing compares by `patternMatch`, is a
 * blank of patterns (ADR 305): each XML Schema expression read as the RE2 pattern it means.
 */
import { SKIP_REASONS } from '../../../../server/imports/itemNotes';
import { fromTemplate, isNumeric, numericAnswers, textAnswers } from '../../../../server/imports/qti2Answers';
import { qti2Base, textWithGaps } from '../../../../server/imports/qti2Description';
import {
  correctValues,
  declarationOf,
  NOT_SHOWN,
  type Qti2Source,
} from '../../../../server/imports/qti2Item';
import { descendants, textOf, type XmlChild, type XmlElement } from '../../../../server/imports/xmlTree';
import { RE2JS } from 're2js';
import { patternProblem } from '../domain/gapMatch';
import { NUMERIC_REASONS } from '../../numeric/server/numericDescription';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { qti2Scoring } from '../../shared/server/qti2Scoring';
import { BLANKS_TEXT_CLASS } from './blanksExport';
import { fromXsdPattern } from './patternSyntax';
import {
  BLANKS_REASONS,
  blanksRead,
  gapWithoutAnswer,
  type FillInBlanksDescription,
  type Gap,
} from './fillInBlanksDescription';

const INLINE = new Set(['inlineChoiceInteraction', 'textEntryInteraction']);

function claims({ interactions }: Qti2Source): boolean {
  if (interactions.length === 1 && interactions[0]!.name === 'gapMatchInteraction') return true;
  return (
    interactions.length > 0 &&
    interactions.every((i) => INLINE.has(i.name)) &&
    (interactions.length > 1 || interactions[0]!.name === 'inlineChoiceInteraction')
  );
}

function inlineGap(item: XmlElement, interaction: XmlElement): Gap | string {
  if (interaction.name === 'inlineChoiceInteraction') {
    const right = correctValues(declarationOf(item, interaction));
    return {
      kind: 'dropdown',
      options: descendants(interaction, 'inlineChoice').map((choice) => ({
        text: textOf(choice, NOT_SHOWN),
        fraction: right.includes(choice.attributes.identifier ?? '') ? 1 : 0,
      })),
    };
  }
  if (!isNumeric(item, interaction)) {
    const answers = textAnswers(item, interaction);
    return (answers.length === 0 ? patternGap(item, interaction) : undefined) ?? { kind: 'typed', answers };
  }
  const answers = numericAnswers(item, interaction);
  return typeof answers === 'string' ? NUMERIC_REASONS.notANumber(answers) : { kind: 'numeric', answers };
}

/**
 * A text entry the response processing compares by patterns (ADR 305): its `patternMatch`es read as RE2 patterns,
 * a `stringMatch` beside them as the pattern of its text; undefined when there are none or one cannot be read.
 */
function patternGap(item: XmlElement, interaction: XmlElement): Gap | undefined {
  const identifier = interaction.attributes.responseIdentifier ?? '';
  const processing = descendants(item, 'responseProcessing')[0];
  if (!processing) return undefined;
  const onResponse = (element: XmlElement) =>
    descendants(element, 'variable').some((variable) => variable.attributes.identifier === identifier);
  const patterns = descendants(processing, 'patternMatch')
    .filter(onResponse)
    .map((element) => fromXsdPattern(element.attributes.pattern ?? ''));
  const texts = descendants(processing, 'stringMatch')
    .filter(onResponse)
    .map((element) => RE2JS.quote(textOf(descendants(element, 'baseValue')[0] ?? element)));
  if (patterns.length === 0 || patterns.some((p) => p === undefined || patternProblem(p) !== undefined))
    return undefined;
  return {
    kind: 'typed',
    answers: [...texts, ...(patterns as string[])].map((text) => ({
      text,
      fraction: 1,
      caseSensitive: true,
    })),
    match: { kind: 'pattern' },
  };
}

function gapMatch(source: Qti2Source, interaction: XmlElement) {
  const choices = descendants(interaction, 'gapText').map((c) => ({
    id: c.attributes.identifier ?? '',
    text: textOf(c, NOT_SHOWN),
  }));
  const pairs = correctValues(declarationOf(source.item, interaction)).map((value) => value.split(/\s+/));
  const gapIds = descendants(interaction, 'gap').map((g) => g.attributes.identifier ?? '');
  const gaps: Gap[] = gapIds.map((gapId) => {
    const right = pairs.filter((pair) => pair[1] === gapId).map((pair) => pair[0]);
    return {
      kind: 'dropdown',
      options: choices.map((c) => ({ text: c.text, fraction: right.includes(c.id) ? 1 : 0 })),
    };
  });
  const parts = textWithGaps(
    source.body,
    (element) => (element.name === 'gap' ? gapIds.indexOf(element.attributes.identifier ?? '') : undefined),
    new Set(['gapText', 'gapImg']),
  );
  return { gaps, parts };
}

function read(source: Qti2Source): TypeRead<FillInBlanksDescription> {
  const first = source.interactions[0]!;
  const scoringOf = (gaps: readonly Gap[]) =>
    qti2Scoring(
      source.item,
      source.interactions.map((interaction) => interaction.attributes.responseIdentifier ?? ''),
      gaps.length,
    );
  let gaps: Gap[];
  let parts: FillInBlanksDescription['parts'];
  if (first.name === 'gapMatchInteraction') ({ gaps, parts } = gapMatch(source, first));
  else {
    const read = source.interactions.map((interaction) => inlineGap(source.item, interaction));
    const unreadable = read.find((gap): gap is string => typeof gap === 'string');
    if (unreadable !== undefined) return { kind: 'unreadable', reason: unreadable };
    gaps = read as Gap[];
    const own = blanksText(source.body);
    parts = textWithGaps(own ?? source.body, (element) => {
      const index = source.interactions.indexOf(element);
      return index < 0 ? undefined : index;
    });
    // The console writes the question, then its text apart (ADR 236): the question is read without the text.
    if (own) {
      if (gaps.length === 0) return { kind: 'unreadable', reason: BLANKS_REASONS.noGaps };
      const body = without(source.body, own);
      return blanksRead(
        qti2Base({ ...source, body }, first),
        { parts, gaps, scoring: scoringOf(gaps) },
        true,
      );
    }
  }
  if (gaps.length === 0) return { kind: 'unreadable', reason: BLANKS_REASONS.noGaps };
  if (gapWithoutAnswer(gaps) !== undefined && fromTemplate(source.item))
    return { kind: 'unreadable', reason: SKIP_REASONS.fromTemplate };
  return blanksRead(qti2Base(source, first), { parts, gaps, scoring: scoringOf(gaps) });
}

/** The element holding the text of a question the console wrote (of the class BLANKS_TEXT_CLASS), if any. */
function blanksText(node: XmlElement): XmlElement | undefined {
  for (const child of node.children) {
    if (typeof child === 'string') continue;
    if (child.attributes.class === BLANKS_TEXT_CLASS) return child;
    const found = blanksText(child);
    if (found) return found;
  }
  return undefined;
}

/** The node without one of its descendants. */
function without(node: XmlElement, left: XmlElement): XmlElement {
  return {
    ...node,
    children: node.children.flatMap((child): XmlChild[] =>
      child === left ? [] : typeof child === 'string' ? [child] : [without(child, left)],
    ),
  };
}

export const fillInBlanksQti2Reader: FormatReader<Qti2Source, FillInBlanksDescription> = { claims, read };
