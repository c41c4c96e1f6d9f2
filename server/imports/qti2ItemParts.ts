/**
 * A QTI 2 item that asks several things at once, which no one question type claims (ADR 282): the text shown
 * between its interactions comes in as text blocks, and each interaction as a question of its own, read by the type
 * that claims it alone; inline gaps standing in one block (a paragraph, a div) are one question of that block.
 */
import type { QuestionKind } from '../../src/questionTypes/shared/server/questionKinds';
import { kindLabel } from '../../src/questionTypes/shared/server/registry';
import { readWithTypes, type TypedResult } from '../../src/questionTypes/shared/server/readWithTypes';
import type { ImportedQuestion, ItemQuestions } from './importedQuiz';
import { notHeld, PARTS_NOTES } from './itemNotes';
import { allInteractions, imagesOf, interactionNames, NOT_SHOWN, type Qti2Source } from './qti2Item';
import { textOf, type XmlChild, type XmlElement } from './xmlTree';

const INTERACTION = /Interaction$/;
/** Interactions that stand inside a sentence. */
const INLINE = new Set(['inlineChoiceInteraction', 'textEntryInteraction', 'endAttemptInteraction']);
/** Inline interactions that are gaps of the sentence they stand in. */
const GAPS = new Set(['inlineChoiceInteraction', 'textEntryInteraction']);

/** A run of the body: text shown between interactions (none), or what one interaction or one block of gaps asks. */
interface Part {
  readonly nodes: readonly XmlChild[];
  readonly interactions: readonly XmlElement[];
}

/** The runs of `node` in document order; a block holding an interaction that is not inline is read inside. */
function partsOf(node: XmlElement): Part[] {
  const parts: Part[] = [];
  let text: XmlChild[] = [];
  const flush = () => {
    if (text.length > 0) parts.push({ nodes: text, interactions: [] });
    text = [];
  };
  for (const child of node.children) {
    if (typeof child === 'string') {
      text.push(child);
      continue;
    }
    if (NOT_SHOWN.has(child.name)) continue;
    const own = INTERACTION.test(child.name);
    const interactions = own ? [child, ...allInteractions(child)] : allInteractions(child);
    if (interactions.length === 0) {
      text.push(child);
      continue;
    }
    flush();
    if (!own && interactions.some((i) => !INLINE.has(i.name))) {
      parts.push(...partsOf(child));
      continue;
    }
    // A block of gaps is one question; a button standing among them is a part of its own, left out.
    const gaps = own ? [] : interactions.filter((i) => GAPS.has(i.name));
    const others = interactions.filter((i) => !GAPS.has(i.name));
    if (gaps.length === 0 || others.length === 0) parts.push({ nodes: [child], interactions });
    else
      parts.push(
        { nodes: [child], interactions: gaps },
        ...others.map((i) => ({ nodes: [], interactions: [i] })),
      );
  }
  flush();
  // Text read inside a block and the text after it are one run.
  return parts.reduce<Part[]>((runs, part) => {
    const last = runs.at(-1);
    if (last && last.interactions.length === 0 && part.interactions.length === 0)
      runs[runs.length - 1] = { nodes: [...last.nodes, ...part.nodes], interactions: [] };
    else runs.push(part);
    return runs;
  }, []);
}

/**
 * One piece of the item: its body only the part's nodes; its response declarations and processing kept for the
 * question (a text block has none), its outcomes (the whole item's points) and feedback left out.
 */
function pieceOf(source: Qti2Source, part: Part): Qti2Source {
  const body: XmlElement = { ...source.body, children: [...part.nodes] };
  const responses = part.interactions.length === 0 ? [] : ['responseDeclaration', 'responseProcessing'];
  const kept = source.item.children.filter((c) => typeof c !== 'string' && responses.includes(c.name));
  return {
    item: { ...source.item, children: [...kept, body] },
    label: source.label,
    body,
    interactions: part.interactions,
  };
}

const shows = (body: XmlElement) => textOf(body, NOT_SHOWN).trim() !== '' || imagesOf(body).length > 0;

function readPart(source: Qti2Source, part: Part): TypedResult {
  const names = interactionNames(part.interactions);
  const named = { item: source.label, type: names.join(', ') };
  return readWithTypes('qti2', pieceOf(source, part), named, () => ({
    kind: 'skipped',
    ...named,
    reason: notHeld(names.join(', ')),
  }));
}

/** How the note names a question of the item. */
const KIND_WORDS: Partial<Record<QuestionKind, string>> = { numeric: 'number question' };
const kindWords = (kind: QuestionKind) => KIND_WORDS[kind] ?? kindLabel(kind).toLowerCase();

/**
 * The item as text blocks and questions in document order, the report's notes on the first; undefined when none
 * of its interactions can be read, so the item keeps its skip.
 */
export function readItemParts(source: Qti2Source): ItemQuestions | undefined {
  const pieces: ImportedQuestion[] = [];
  const kinds: string[] = [];
  const leftOut: string[] = [];
  let asked = 0;
  let texts = 0;
  for (const part of partsOf(source.body)) {
    if (part.interactions.length === 0 && !shows(pieceOf(source, part).body)) continue;
    if (part.interactions.length > 0) asked += 1;
    const typed = readPart(source, part);
    if (typed.result.kind === 'question' && typed.kind !== undefined) {
      pieces.push({ ...typed.result.question, sourceKind: typed.kind });
      if (typed.kind === 'textBlock') texts += 1;
      else kinds.push(kindWords(typed.kind));
    } else if (typed.result.kind === 'skipped' && part.interactions.length > 0) {
      const names = interactionNames(part.interactions);
      leftOut.push(PARTS_NOTES.leftOut(asked, names, typed.result.reason ?? notHeld(names.join(', '))));
    }
  }
  if (kinds.length === 0) return undefined;
  const notes = [PARTS_NOTES.split(asked, texts, kinds), ...leftOut];
  return {
    kind: 'questions',
    questions: pieces.map((question, index) => ({
      ...question,
      partOf: { item: source.label, index, notes },
    })),
  };
}
