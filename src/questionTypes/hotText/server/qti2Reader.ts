/**
 * QTI 2 hot text items (ADR 295): one hottextInteraction, its content the passage and its hot texts the spans, in
 * order. Right: the correct response, else the positive entries of the mapping; with a mapping scored by
 * `map_response`, each span keeps its points. maxChoices and minChoices as the interaction gives them (1 and 0 when
 * absent). The question's text is the body around the interaction, a rubric addressed to the candidate included.
 */
import { qti2Base } from '../../../../server/imports/qti2Description';
import {
  correctValues,
  declarationOf,
  imagesOf,
  NOT_SHOWN,
  type Qti2Source,
} from '../../../../server/imports/qti2Item';
import { htmlOfXml, richHtml } from '../../../../server/imports/questionText';
import {
  descendants,
  elements,
  textOf,
  type XmlChild,
  type XmlElement,
} from '../../../../server/imports/xmlTree';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { HOT_TEXT_REASONS, type HotTextDescription } from './hotTextDescription';

export const HOT_TEXT_NOTES = {
  plainPassage: 'The passage’s formatting (emphasis, links, pictures) is kept as plain text.',
} as const;

const BLOCKS = new Set(['p', 'div', 'br', 'li', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'tr']);
const PLAIN = new Set([...BLOCKS, 'span', 'hottext']);

/** The interaction's content as texts and spans; `formatted` when it held markup a plain passage loses. */
function passageOf(interaction: XmlElement) {
  const parts: ({ text: string } | { span: string; id: string })[] = [];
  let formatted = false;
  const push = (value: string) => {
    const last = parts.at(-1);
    if (last && 'text' in last) last.text += value;
    else parts.push({ text: value });
  };
  const walk = (node: XmlChild) => {
    if (typeof node === 'string') return push(node.replace(/\s+/g, ' '));
    if (NOT_SHOWN.has(node.name) || node.name === 'prompt') return;
    if (node.name === 'hottext')
      return void parts.push({
        span: textOf(node, NOT_SHOWN).replace(/\s+/g, ' ').trim(),
        id: node.attributes.identifier ?? '',
      });
    if (!PLAIN.has(node.name)) formatted = true;
    if (node.name === 'br') return push('\n');
    if (BLOCKS.has(node.name)) push('\n');
    node.children.forEach(walk);
    if (BLOCKS.has(node.name)) push('\n');
  };
  interaction.children.forEach(walk);
  const cleaned = parts
    .map((part) =>
      'text' in part
        ? { text: part.text.replace(/ *\n[\s]*/g, (m) => (m.includes('\n\n') ? '\n\n' : '\n')) }
        : part,
    )
    .map((part) => ('text' in part ? { text: part.text.replace(/\n{3,}/g, '\n\n') } : part));
  const first = cleaned[0];
  if (first && 'text' in first) first.text = first.text.trimStart();
  const last = cleaned.at(-1);
  if (last && 'text' in last) last.text = last.text.trimEnd();
  return { parts: cleaned.filter((part) => !('text' in part) || part.text !== ''), formatted };
}

/** The rubric a candidate is shown (`view` naming the candidate) is part of the question, unlike a scorer's. */
const forCandidate = (node: XmlElement) =>
  node.name === 'rubricBlock' && /\bcandidate\b/.test(node.attributes.view ?? '');

/** The body around the interaction, with the candidate's rubric, as the question's text. */
function promptOf(source: Qti2Source, interaction: XmlElement) {
  const walk = (n: XmlElement): XmlElement => ({
    ...n,
    name: forCandidate(n) ? 'div' : n.name,
    attributes: forCandidate(n) ? {} : n.attributes,
    children: n.children.flatMap((c): XmlChild[] =>
      typeof c === 'string'
        ? [c]
        : c === interaction
          ? elements(interaction, 'prompt').map((p) => ({ ...p, name: 'div' }))
          : [walk(c)],
    ),
  });
  const shown = walk(source.body);
  const title = textOf(shown, NOT_SHOWN).replace(/\s+/g, ' ').trim();
  const html = richHtml(htmlOfXml(shown.children, NOT_SHOWN));
  return {
    text: title || source.label,
    ...(html === undefined ? {} : { html }),
    images: imagesOf(source.body),
  };
}

/**
 * Whether the processing gives points only when the whole response is its correct response: QTI's match_correct,
 * or every branch setting SCORE asking a `match` of the response with its correct response (as Onyx writes it).
 */
function matchesCorrectOnly(item: XmlElement, responseId: string): boolean {
  const processing = elements(item, 'responseProcessing')[0];
  if (!processing || descendants(processing, 'mapResponse').length > 0) return false;
  if (/\/rptemplates\/match_correct(\.xml)?$/.test(processing.attributes.template ?? '')) return true;
  const scoring = [
    ...descendants(processing, 'responseIf'),
    ...descendants(processing, 'responseElseIf'),
  ].filter((branch) =>
    elements(branch, 'setOutcomeValue').some((set) => set.attributes.identifier === 'SCORE'),
  );
  return (
    scoring.length > 0 &&
    scoring.every((branch) => {
      const match = elements(branch)[0];
      return (
        match?.name === 'match' &&
        elements(match, 'variable')[0]?.attributes.identifier === responseId &&
        elements(match, 'correct')[0]?.attributes.identifier === responseId
      );
    })
  );
}

/** A mapping that gives each right span the same share and takes it for each wrong one: partial credit. */
function isPartialMapping(
  mapping: ReadonlyMap<string, number>,
  ids: ReadonlySet<string>,
  right: readonly string[],
) {
  const share = mapping.get(right[0]!);
  return (
    share !== undefined &&
    share > 0 &&
    [...ids].every((id) => mapping.get(id) === (right.includes(id) ? share : -share))
  );
}

const claims = (source: Qti2Source) =>
  source.interactions.length === 1 && source.interactions[0]!.name === 'hottextInteraction';

const count = (value: string | undefined, fallback: number) => {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

function read(source: Qti2Source): TypeRead<HotTextDescription> {
  const interaction = source.interactions[0]!;
  const declaration = declarationOf(source.item, interaction);
  const { parts, formatted } = passageOf(interaction);
  const ids = new Set(parts.flatMap((part) => ('span' in part ? [part.id] : [])));
  const mapping = new Map(
    (declaration ? descendants(declaration, 'mapEntry') : []).map((entry) => [
      entry.attributes.mapKey ?? '',
      Number(entry.attributes.mappedValue),
    ]),
  );
  const correct = correctValues(declaration).filter((id) => ids.has(id));
  const right =
    correct.length > 0
      ? correct
      : [...mapping].flatMap(([id, value]) => (value > 0 && ids.has(id) ? [id] : []));
  if (right.length === 0) return { kind: 'unreadable', reason: HOT_TEXT_REASONS.noRight };
  const processing = elements(source.item, 'responseProcessing')[0];
  const template = processing?.attributes.template ?? '';
  const mapped =
    mapping.size > 0 &&
    (/map_response/.test(template) || (processing && descendants(processing, 'mapResponse').length > 0));
  const responseId = interaction.attributes.responseIdentifier ?? '';
  const base = qti2Base(source, interaction);
  return {
    kind: 'read',
    description: {
      kind: 'hotText',
      ...base,
      prompt: promptOf(source, interaction),
      notes: formatted ? [HOT_TEXT_NOTES.plainPassage] : [],
      passage: parts,
      right,
      ...(mapped && !isPartialMapping(mapping, ids, right)
        ? { spanPoints: new Map([...mapping].filter(([id]) => ids.has(id))) }
        : {}),
      minChoices: count(interaction.attributes.minChoices, 0),
      maxChoices: count(interaction.attributes.maxChoices, 1),
      scoring: !mapped && matchesCorrectOnly(source.item, responseId) ? 'allOrNothing' : 'partial',
    },
  };
}

export const hotTextQti2Reader: FormatReader<Qti2Source, HotTextDescription> = { claims, read };
