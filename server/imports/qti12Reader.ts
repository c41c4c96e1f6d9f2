/**
 * QTI 1.2 items (IMS, Common Cartridge profile, Canvas's flavour): choice items (response_lid with render_choice)
 * become questions, their right answers read from the response conditions that give points; every other type is
 * reported by its name (Canvas question_type, CC profile, or the response element).
 */
import { plainText, textField } from '../exports/xml';
import type {
  ImportedActivity,
  ImportedImage,
  ImportedQuestion,
  ImportedQuiz,
  ItemResult,
  SkippedItem,
} from './importedQuiz';
import { partialCreditNote, SKIP_REASONS } from './itemNotes';
import { ownCcAssessment } from './ownExport';
import { materialImages, partsHtml, partsText, RESPONSE, textParts } from './qti12Material';
import { pictureOption, richHtml } from './questionText';
import { child, descendants, elements, textOf, type XmlElement } from './xmlTree';

/** The types a choice question is declared as: Canvas and Common Cartridge, ILIAS, Blackboard. */
const CHOICE_TYPES = new Set([
  'multiple_choice_question',
  'true_false_question',
  'multiple_answers_question',
  'cc.multiple_choice.v0p1',
  'cc.true_false.v0p1',
  'cc.multiple_response.v0p1',
  'single choice question',
  'multiple choice question',
  'multiple choice',
  'multiple answer',
  'true/false',
  'either/or',
]);
const MULTIPLE_TYPES = new Set([
  'multiple_answers_question',
  'cc.multiple_response.v0p1',
  'multiple choice question',
  'multiple answer',
]);

function metadata(item: XmlElement, label: string): string | undefined {
  for (const field of descendants(item, 'qtimetadatafield')) {
    const name = textOf(child(field, 'fieldlabel') ?? '');
    if (name === label) return textOf(child(field, 'fieldentry') ?? '');
  }
  return undefined;
}

/** The type the item is declared as: Canvas's question_type, the CC profile, ILIAS's QUESTIONTYPE, Blackboard's. */
function declaredType(item: XmlElement): string | undefined {
  const blackboard = descendants(item, 'bbmd_questiontype')[0];
  return (
    metadata(item, 'question_type') ??
    metadata(item, 'cc_profile') ??
    metadata(item, 'QUESTIONTYPE') ??
    (blackboard ? textOf(blackboard) : undefined)
  );
}

/** Points a `setvar` gives: its number, or full points for Blackboard's `SCORE.max`; 0 when it takes points. */
function pointsOf(setvar: XmlElement): number {
  if (/^subtract$/i.test(setvar.attributes.action ?? '')) return 0;
  const value = textOf(setvar);
  const number = Number(value);
  if (value !== '' && Number.isFinite(number)) return number;
  return /max/i.test(value) ? Number.POSITIVE_INFINITY : 0;
}

/** Response label → the most points a condition selecting it gives (negated selections excluded). */
function pointsByLabel(item: XmlElement): Map<string, number> {
  const points = new Map<string, number>();
  for (const condition of descendants(item, 'respcondition')) {
    const given = Math.max(0, ...elements(condition, 'setvar').map(pointsOf));
    if (given <= 0) continue;
    const conditionVar = child(condition, 'conditionvar');
    if (!conditionVar) continue;
    const collect = (node: XmlElement) => {
      for (const c of elements(node)) {
        if (c.name === 'not') continue;
        if (c.name === 'varequal') {
          const ident = textOf(c);
          points.set(ident, Math.max(points.get(ident) ?? 0, given));
        } else collect(c);
      }
    };
    collect(conditionVar);
  }
  return points;
}

/** What a skipped item is: its declared type, else the names of its response elements. */
function skippedType(presentation: XmlElement | undefined, declared: string | undefined): string {
  if (declared) return declared;
  const names = presentation
    ? [...new Set(walkNames(presentation).filter((name) => /^response_(?!label)/.test(name)))]
    : [];
  return names.join(', ') || 'no response';
}

function walkNames(node: XmlElement): string[] {
  return elements(node).flatMap((c) => [c.name, ...walkNames(c)]);
}

export function readQti12Item(item: XmlElement): ItemResult {
  const label = item.attributes.title ?? item.attributes.ident ?? 'item';
  const declared = declaredType(item);
  const presentation = child(item, 'presentation');
  const lids = presentation ? descendants(presentation, 'response_lid') : [];
  const others = presentation ? walkNames(presentation).filter((n) => /^response_(?!lid|label)/.test(n)) : [];
  const choice =
    lids.length === 1 && others.length === 0 && descendants(lids[0]!, 'render_choice').length === 1;
  if ((declared && !CHOICE_TYPES.has(declared.toLowerCase())) || !choice || !presentation) {
    const type = skippedType(presentation, declared);
    const reason =
      type === 'no response' || declared === 'text_only_question'
        ? SKIP_REASONS.noInteraction
        : SKIP_REASONS.notChoice;
    return { kind: 'skipped', item: label, type, reason };
  }
  const lid = lids[0]!;
  const labels = descendants(lid, 'response_label');
  const points = pointsByLabel(item);
  const notes: string[] = [];
  const options: string[] = [];
  const optionImages: ImportedImage[] = [];
  labels.forEach((l, index) => {
    const picture = pictureOption(partsText(textParts(l)), materialImages(l), index);
    options.push(picture.text);
    optionImages.push(...picture.images);
    if (picture.note) notes.push(picture.note);
  });
  const scored = labels.map((l) => points.get(l.attributes.ident ?? '') ?? 0);
  let right = scored.flatMap((value, index) => (value > 0 ? [index] : []));
  const type = declared ?? 'choice';
  if (options.length === 0) return { kind: 'skipped', item: label, type, reason: SKIP_REASONS.noOptions };
  if (right.length === 0) return { kind: 'skipped', item: label, type, reason: SKIP_REASONS.noRightAnswer };
  const single =
    !(declared && MULTIPLE_TYPES.has(declared.toLowerCase())) &&
    lid.attributes.rcardinality?.toLowerCase() !== 'multiple';
  const best = Math.max(...scored);
  if (single && right.length > 1 && right.some((index) => scored[index] !== best)) {
    notes.push(partialCreditNote(right.map((index) => [index, scored[index]!])));
    right = right.filter((index) => scored[index] === best);
  }
  const stem = textParts(presentation, RESPONSE);
  const title = partsText(stem) || label;
  const html = richHtml(partsHtml(stem));
  const question: ImportedQuestion = {
    kind: 'question',
    title,
    ...(html === undefined ? {} : { html }),
    isMultiple: !single || right.length > 1,
    options,
    right,
    images: [...materialImages(presentation, RESPONSE), ...optionImages],
    ...(notes.length > 0 ? { notes } : {}),
  };
  return { kind: 'question', question };
}

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
    const result = readQti12Item(item);
    if (result.kind === 'skipped') {
      skipped.push({
        quiz,
        item: result.item,
        type: result.type,
        ...(result.reason ? { reason: result.reason } : {}),
      });
      return [];
    }
    return [result.kind === 'video' ? result.video : result.question];
  });
}

/**
 * Every assessment of a questestinterop document as a quiz, each section with items an activity (a question group
 * too, with all its questions and a warning); every object bank (Canvas) as a quiz of all its questions with a
 * warning; items outside both as one quiz.
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
  // Items outside any assessment or bank.
  const loose = elements(root, 'item');
  if (loose.length > 0)
    quizzes.push({
      title: fallbackTitle,
      activities: [{ title: 'Activity 1', items: readItems(loose, fallbackTitle, skipped) }],
    });
  return { quizzes, skipped, warnings };
}
