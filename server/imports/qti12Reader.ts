/**
 * QTI 1.2 documents (IMS, Common Cartridge profile, Canvas's flavour, Blackboard, ILIAS): assessments, sections and
 * question banks as quizzes and activities; each item read by the question type that claims it
 * (src/questionTypes/<type>/server), every other one reported by its declared type or its response elements.
 */
import { plainText, textField } from '../exports/xml';
import { readWithTypes, type TypedResult } from '../../src/questionTypes/shared/server/readWithTypes';
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
import { withLostFeedback } from './qti12FeedbackCheck';
import { metadata, qti12Source, qti12TypeName } from './qti12Item';
import { child, descendants, elements, textOf, type XmlElement } from './xmlTree';

/** An item read by the type that claims it, with the kind of question it is. */
export function readQti12ItemTyped(item: XmlElement): TypedResult {
  const source = qti12Source(item);
  const type = qti12TypeName(source);
  const typed = readWithTypes('qti12', source, { item: source.label, type }, () => ({
    kind: 'skipped',
    item: source.label,
    type,
    reason:
      type === 'no response' || source.declared === 'text_only_question'
        ? SKIP_REASONS.noInteraction
        : notHeld(type),
  }));
  // Feedback no type has a place for is named in the report, never dropped silently (ADR 393).
  return typed.result.kind === 'question'
    ? { ...typed, result: { ...typed.result, question: withLostFeedback(typed.result.question, item) } }
    : typed;
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
  bankEntry: (quiz: string, count: number) =>
    `"${quiz}": ${count} question(s) point into a question bank instead of holding the question; the bank's questions are imported into a question bank when the package holds the bank (ADR 259).`,
} as const;

/** A title not yet among `taken` (a second "Group" is "Group (2)"), added to it. */
function uniqueTitle(title: string, taken: Set<string>): string {
  let unique = title;
  for (let n = 2; taken.has(unique); n++) unique = `${title} (${n})`;
  taken.add(unique);
  return unique;
}

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
 * Every assessment of a questestinterop document as a quiz, each section with items an activity; a question group
 * that draws fewer than it holds ("pick N of M") puts its questions in a category of a bank named after the quiz and
 * becomes an activity with a random slot of N from it; a group that draws from a bank (`sourcebank_ref`) a slot of N
 * from that bank; every object bank (Canvas) a question bank of one category (ADR 259); items outside them (loose, or
 * in a section of their own) as one quiz.
 */
export function readQti12Document(root: XmlElement, fallbackTitle: string): Qti12Document {
  const skipped: SkippedItem[] = [];
  const warnings: string[] = [];
  const banks: ImportedQuiz[] = [];
  const quizzes = descendants(root, 'assessment').map((assessment): ImportedQuiz => {
    const title = textField(assessment.attributes.title ?? '') || fallbackTitle;
    const own = ownCcAssessment(assessment, title, readQti12Item);
    if (own) {
      skipped.push(...own.skipped);
      return own.quiz;
    }
    const activities: ImportedActivity[] = [];
    const groups: ImportedActivity[] = [];
    const bankKey = `assessment:${assessment.attributes.ident ?? title}`;
    const categoryTitles = new Set<string>();
    const direct = elements(assessment, 'item');
    if (direct.length > 0) activities.push({ title: 'Activity 1', items: readItems(direct, title, skipped) });
    for (const section of descendants(assessment, 'section')) {
      const items = elements(section, 'item');
      const sectionTitle = section.attributes.title;
      const named =
        sectionTitle && sectionTitle !== 'root_section' ? sectionTitle : `Activity ${activities.length + 1}`;
      const draw = drawCount(section);
      const bank = sourceBank(section);
      if (draw !== undefined && items.length === 0 && bank !== undefined) {
        activities.push({ title: named, items: [], draws: [{ bank, count: draw, label: named }] });
        continue;
      }
      if (items.length === 0) continue;
      if (draw !== undefined && draw < items.length) {
        const category = uniqueTitle(plainText(named), categoryTitles);
        groups.push({ title: category, items: readItems(items, title, skipped) });
        activities.push({
          title: named,
          items: [],
          draws: [{ bank: bankKey, category, count: draw, label: named }],
        });
        continue;
      }
      activities.push({ title: named, items: readItems(items, title, skipped) });
    }
    const entries = descendants(assessment, 'bankentry_item').length;
    if (entries > 0) warnings.push(BANK_WARNINGS.bankEntry(title, entries));
    if (groups.length > 0) banks.push({ title, bank: { key: bankKey }, activities: groups });
    return { title, activities };
  });
  quizzes.push(...banks);
  for (const bank of descendants(root, 'objectbank')) {
    const bankTitle = plainText(metadata(bank, 'bank_title') || bank.attributes.ident || fallbackTitle);
    const items = descendants(bank, 'item');
    quizzes.push({
      title: bankTitle,
      bank: { key: bank.attributes.ident ?? bankTitle },
      activities: [{ title: bankTitle, items: readItems(items, bankTitle, skipped) }],
    });
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
