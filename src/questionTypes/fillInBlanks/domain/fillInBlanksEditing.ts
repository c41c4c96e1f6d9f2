/**
 * The editor's rules for a fill-in-the-blanks question (ADR 202). A blank is added where the author's cursor is
 * (the selected words become its first accepted answer) and its marker takes its place in the numbering, so the
 * blanks stay numbered in the text's order; removing a blank takes its marker out and renumbers the rest. Text
 * pasted with the markers in another order renumbers the blanks to the new order.
 */
import type { EntryList } from '../../shared/domain/entryListPlan';
import type { ItemPlan } from '../../shared/domain/questionType';
import {
  FILL_IN_BLANKS_LIMITS,
  type FillInBlanksDefinition,
  type Gap,
  type GapEntry,
} from './fillInBlanksDefinition';
import { gapMarker, markersBefore, markersOf, outsideMarkers, renameMarkers } from './fillInBlanksText';

const write =
  (definition: FillInBlanksDefinition): ItemPlan =>
  (draftItem) =>
    void (draftItem.definition = definition);

/** A new id for an entry of a gap: the gap's id and the first free number. */
function freeId(gap: Gap, taken: readonly GapEntry[]): string {
  const used = new Set(taken.map((entry) => entry.id));
  let n = taken.length + 1;
  while (used.has(`${gap.id}.${n}`)) n++;
  return `${gap.id}.${n}`;
}

/** A new typed blank over the characters `from`..`to` of the text, which become its first accepted answer. */
export function addGap(
  definition: FillInBlanksDefinition,
  gapId: string,
  from: number,
  to: number,
): ItemPlan {
  const { text, gaps } = definition;
  if (gaps.some((gap) => gap.id === gapId)) return 'duplicateId';
  if (gaps.length >= FILL_IN_BLANKS_LIMITS.gaps) return 'invalidAnswer';
  let start = outsideMarkers(text, Math.min(from, to));
  const end = outsideMarkers(text, Math.max(from, to));
  // A selection holding a marker does not take the marker with it: the blank goes after the selection instead.
  if (markersBefore(text, end) !== markersBefore(text, start)) start = end;
  const index = markersBefore(text, start);
  const shift = (gap: number) => (gap >= index ? gap + 1 : gap);
  const answer = text.slice(start, end).trim().slice(0, FILL_IN_BLANKS_LIMITS.entry);
  const gap: Gap = {
    id: gapId,
    kind: 'typed',
    answers: [{ id: `${gapId}.1`, text: answer }],
    caseSensitive: false,
  };
  const textAfter =
    renameMarkers(text.slice(0, start), shift) + gapMarker(index) + renameMarkers(text.slice(end), shift);
  if (textAfter.length > FILL_IN_BLANKS_LIMITS.text) return 'invalidAnswer';
  return write({
    ...definition,
    text: textAfter,
    gaps: [...gaps.slice(0, index), gap, ...gaps.slice(index)],
  });
}

/** The blank taken out of the list and its markers out of the text; the later blanks move up one number. */
export function removeGap(definition: FillInBlanksDefinition, gapId: string): ItemPlan {
  const index = definition.gaps.findIndex((gap) => gap.id === gapId);
  if (index < 0) return 'unknownOption';
  return write({
    ...definition,
    text: renameMarkers(definition.text, (gap) => (gap === index ? undefined : gap > index ? gap - 1 : gap)),
    gaps: definition.gaps.filter((gap) => gap.id !== gapId),
  });
}

/**
 * The author's text. When its markers name the blanks out of order (a sentence cut and pasted elsewhere), the
 * blanks found are renumbered in the text's order; a blank whose marker is gone keeps its number.
 */
export function setText(definition: FillInBlanksDefinition, text: string): ItemPlan {
  const { gaps } = definition;
  const seen = [...new Set(markersOf(text).filter((gap) => gap >= 0 && gap < gaps.length))];
  const slots = [...seen].sort((a, b) => a - b);
  if (seen.every((gap, k) => gap === slots[k])) return write({ ...definition, text });
  const to = new Map(seen.map((gap, k) => [gap, slots[k]!]));
  const reordered = [...gaps];
  for (const [from, at] of to) reordered[at] = gaps[from]!;
  return write({ ...definition, text: renameMarkers(text, (gap) => to.get(gap) ?? gap), gaps: reordered });
}

/** A blank made a dropdown (its accepted answers become the options, the first right) or a typed answer. */
export function setKind(definition: FillInBlanksDefinition, gapId: string, kind: Gap['kind']): ItemPlan {
  const index = definition.gaps.findIndex((gap) => gap.id === gapId);
  const gap = definition.gaps[index];
  if (!gap) return 'unknownOption';
  if (gap.kind === kind) return 'invalidAnswer';
  let next: Gap;
  if (gap.kind === 'typed') {
    const options = [...gap.answers];
    if (options.length < 2) options.push({ id: freeId(gap, options), text: '' });
    next = { id: gap.id, kind: 'dropdown', options, right: options[0]!.id };
  } else {
    const right = gap.options.find((option) => option.id === gap.right) ?? gap.options[0]!;
    next = { id: gap.id, kind: 'typed', answers: [right], caseSensitive: false };
  }
  return write({ ...definition, gaps: definition.gaps.with(index, next) });
}

/** One gap's entries (a dropdown's options, a typed blank's accepted answers) as an entry list. */
export function gapEntries(definition: FillInBlanksDefinition, gap: Gap): EntryList<GapEntry> {
  const index = definition.gaps.indexOf(gap);
  const withEntries = (entries: GapEntry[]): Gap =>
    gap.kind === 'typed'
      ? { ...gap, answers: entries }
      : {
          ...gap,
          options: entries,
          right: entries.some((entry) => entry.id === gap.right) ? gap.right : entries[0]!.id,
        };
  return gap.kind === 'typed'
    ? {
        entries: gap.answers,
        max: FILL_IN_BLANKS_LIMITS.entries,
        fewest: { count: 1, reason: 'lastAnswer' },
        write: (entries) => ({ ...definition, gaps: definition.gaps.with(index, withEntries(entries)) }),
      }
    : {
        entries: gap.options,
        max: FILL_IN_BLANKS_LIMITS.entries,
        fewest: { count: 2, reason: 'lastOption' },
        write: (entries) => ({ ...definition, gaps: definition.gaps.with(index, withEntries(entries)) }),
      };
}

/** A change of one gap of the definition, or why it is refused. */
export function changeGap(
  definition: FillInBlanksDefinition,
  gapId: string,
  change: (gap: Gap) => Gap | 'invalidAnswer' | 'unknownOption',
): ItemPlan {
  const index = definition.gaps.findIndex((gap) => gap.id === gapId);
  if (index < 0) return 'unknownOption';
  const next = change(definition.gaps[index]!);
  return typeof next === 'string' ? next : write({ ...definition, gaps: definition.gaps.with(index, next) });
}
