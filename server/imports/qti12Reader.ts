/**
 * QTI 1.2 documents (IMS, Common Cartridge profile, Canvas's flavour, Blackboard, ILIAS): assessments, sections and
 * question banks as quizzes and activities; each item read by the question type that claims it
 * (server/questionTypes), every other one reported by its declared type or its response elements.
 */
import { plainText, textField } from '../exports/xml';
import { readWithTypes, type TypedResult } from '../questionTypes/readWithTypes';
import {
  skippedItem,
  withSourceKind,
  type ImportedActivity,
  type ImportedQuiz,
  type ItemResult,
  type SkippedItem,
} from './importedQuiz';
import { notHeld, SKIP_REASONS } from './itemNotes';
import { ownCcAssessment } from './ownExport';
import { metadata, qti12Source, qti12TypeName } from './qti12Item';
import { child, descendants, elements, textOf, type XmlElement } from './xmlTree';

/** An item read by the type that claims it, with the kind of question it is. */
export function readQti12ItemTyped(item: XmlElement): TypedResult {
  const source = qti12Source(item);
  const type = qti12TypeName(source);
  return readWithTypes('qti12', source, { item: source.label, type }, () => ({
    kind: 'skipped',
    item: source.label,
    type,
    reason:
      type === 'no response' || source.declared === 'text_only_question'
        ? SKIP_REASONS.noInteraction
        : notHeld(type),
  }));
}

export const readQti12Item = (item: XmlElement): ItemResult => readQti12ItemTyped(item).result;

export interface Qti12Document {
  quizzes: ImportedQuiz[];
  skipped: SkippedItem[];
  /** Notes on the document: question groups and banks read as all their questions (ADR 153). */
  warnings: string[];
}

/** A section's "pick N": how many of its questions a delivery draws, when it draws. */
function drawCount(section: XmlElement): number | undefined {
  const selection = descendants(section, 'selection').find((s) => child(s, 'selection_number'));
  const n = selection ? Number(textOf(child(selection, 'selection_number')!)) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

const sourceBank = (section: XmlElement) => {
  const ref = descendants(section, 'sourcebank_ref')[0];
  return ref ? textOf(ref) : undefined;
};

export const BANK_WARNINGS = {
  group: (quiz: string, group: string, n: number, m: number) =>
    `"${quiz}": the question group "${group}" draws ${n} of its ${m} questions at random; all ${m} are imported, as the activity "${group}" (ADR 153).`,
  groupFromBank: (quiz: string, group: string, n: number) =>
    `"${quiz}": the question group "${group}" draws ${n} questions at random from a question bank; the bank's questions are imported as their own quiz when the package holds the bank (ADR 153).`,
  bankEntry: (quiz: string, count: number) =>
    `"${quiz}": ${count} question(s) point into a question bank instead of holding the question; the bank's questions are imported as their own quiz when the package holds the bank (ADR 153).`,
  bank: (bank: string, quiz: string, m: number) =>
    `The question bank "${bank}" is imported as the quiz "${quiz}" with all its ${m} questions: the console cannot draw questions at random yet (ADR 153).`,
} as const;

/** Reads a list of items into a quiz's activity, reporting each skipped one. */
function readItems(
  items: readonly XmlElement[],
  quiz: string,
  skipped: SkippedItem[],
): ImportedActivity['items'] {
  return items.flatMap((item) => {
    const typed = readQti12ItemTyped(item);
    const result = withSourceKind(typed.result, typed.kind);
    if (result.kind === 'skipped') {
      skipped.push(skippedItem(quiz, result));
      return [];
    }
    return [result.question];
  });
}

/**
 * Every assessment of a questestinterop document as a quiz, each section with items an activity (a question group
 * too, with all its questions and a warning); every object bank (Canvas) as a quiz of all its questions with a
 * warning; items outside both (loose, or in a section of their own) as one quiz.
 */
export function readQti12Document(root: XmlElement, fallbackTitle: string): Qti12Document {
  const skipped: SkippedItem[] = [];
  const warnings: string[] = [];
  const quizzes = descendants(root, 'assessment').map((assessment): ImportedQuiz => {
    const title = textField(assessment.attributes.title ?? '') || fallbackTitle;
    const own = ownCcAssessment(assessment, title, readQti12Item);
    if (own) {
      skipped.push(...own.skipped);
      return own.quiz;
    }
    const activities: ImportedActivity[] = [];
    const direct = elements(assessment, 'item');
    if (direct.length > 0) activities.push({ title: 'Activity 1', items: readItems(direct, title, skipped) });
    for (const section of descendants(assessment, 'section')) {
      const items = elements(section, 'item');
      const sectionTitle = section.attributes.title;
      const named =
        sectionTitle && sectionTitle !== 'root_section' ? sectionTitle : `Activity ${activities.length + 1}`;
      const draw = drawCount(section);
      if (draw !== undefined && items.length === 0 && sourceBank(section) !== undefined)
        warnings.push(BANK_WARNINGS.groupFromBank(title, named, draw));
      if (items.length === 0) continue;
      if (draw !== undefined && draw < items.length)
        warnings.push(BANK_WARNINGS.group(title, named, draw, items.length));
      activities.push({ title: named, items: readItems(items, title, skipped) });
    }
    const entries = descendants(assessment, 'bankentry_item').length;
    if (entries > 0) warnings.push(BANK_WARNINGS.bankEntry(title, entries));
    return { title, activities };
  });
  for (const bank of descendants(root, 'objectbank')) {
    const bankTitle = metadata(bank, 'bank_title') || bank.attributes.ident || fallbackTitle;
    const title = `Question bank: ${plainText(bankTitle)}`;
    const items = descendants(bank, 'item');
    warnings.push(BANK_WARNINGS.bank(plainText(bankTitle), title, items.length));
    quizzes.push({ title, activities: [{ title: 'Activity 1', items: readItems(items, title, skipped) }] });
  }
  // Items outside any assessment or bank, loose or in a section of their own (Canvas writes single items so).
  const loose = [
    ...elements(root, 'item'),
    ...elements(root, 'section').flatMap((s) => descendants(s, 'item')),
  ];
  if (loose.length > 0)
    quizzes.push({
      title: fallbackTitle,
      activities: [{ title: 'Activity 1', items: readItems(loose, fallbackTitle, skipped) }],
    });
  return { quizzes, skipped, warnings };
}
