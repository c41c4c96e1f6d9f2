/**
 * QTI 1.2 items (IMS, Common Cartridge profile, Canvas's flavour): choice items (response_lid with render_choice)
 * become questions, their right answers read from the response conditions that give points; every other type is
 * reported by its name (Canvas question_type, CC profile, or the response element).
 */
import { imagesInHtml } from '../exports/questionImages';
import { escapeHtml, plainText, textField } from '../exports/xml';
import type { ImportedImage, ImportedQuiz, ItemResult, SkippedItem } from './importedQuiz';
import { ownCcAssessment } from './ownExport';
import { child, descendants, elements, parseXml, textOf, type XmlElement } from './xmlTree';

const CHOICE_TYPES = new Set([
  'multiple_choice_question',
  'true_false_question',
  'multiple_answers_question',
  'cc.multiple_choice.v0p1',
  'cc.true_false.v0p1',
  'cc.multiple_response.v0p1',
]);

function metadata(item: XmlElement, label: string): string | undefined {
  for (const field of descendants(item, 'qtimetadatafield')) {
    const name = textOf(child(field, 'fieldlabel') ?? '');
    if (name === label) return textOf(child(field, 'fieldentry') ?? '');
  }
  return undefined;
}

/** Response labels that a points-giving condition selects (negated ones excluded). */
function rightIdents(item: XmlElement): Set<string> {
  const right = new Set<string>();
  for (const condition of descendants(item, 'respcondition')) {
    const points = elements(condition, 'setvar').some((s) => Number(textOf(s)) > 0);
    if (!points) continue;
    const conditionVar = child(condition, 'conditionvar');
    if (!conditionVar) continue;
    const collect = (node: XmlElement) => {
      for (const c of elements(node)) {
        if (c.name === 'not') continue;
        if (c.name === 'varequal') right.add(textOf(c));
        else collect(c);
      }
    };
    collect(conditionVar);
  }
  return right;
}

/**
 * MathML written inside HTML text: each well-formed `<math>` becomes its plain-text formula (escaped, so the HTML
 * stays HTML until it is reduced to text); anything else is left as is.
 */
function htmlMath(html: string): string {
  return html.replace(/<((?:[\w-]+:)?math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, (whole: string) => {
    try {
      return ` ${escapeHtml(textOf(parseXml(new TextEncoder().encode(whole), 'math')))} `;
    } catch {
      return whole;
    }
  });
}

function materialText(node: XmlElement | undefined): string {
  if (!node) return '';
  // HTML material is reduced to its text; plain material is kept as written.
  const texts = descendants(node, 'mattext').map((m) =>
    m.attributes.texttype === 'text/html' ? plainText(htmlMath(textOf(m))) : textOf(m),
  );
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The images of material: `<matimage uri>` and the `<img>`s of HTML text. */
function materialImages(node: XmlElement, inOption: boolean): ImportedImage[] {
  const flag = inOption ? { inOption: true } : {};
  const found: ImportedImage[] = [];
  const walk = (n: XmlElement) => {
    for (const c of elements(n)) {
      if (c.name === 'matimage' && c.attributes.uri?.trim())
        found.push({ src: c.attributes.uri.trim(), alt: c.attributes.label ?? '', ...flag });
      else if (c.name === 'mattext' && c.attributes.texttype === 'text/html')
        found.push(
          ...imagesInHtml(textOf(c)).map((i) => ({ ...i, ...flag })),
          ...descendants(c, 'img').flatMap((i) =>
            i.attributes.src ? [{ src: i.attributes.src, alt: i.attributes.alt ?? '', ...flag }] : [],
          ),
        );
      else walk(c);
    }
  };
  walk(node);
  return found;
}

export function readQti12Item(item: XmlElement): ItemResult {
  const label = item.attributes.title ?? item.attributes.ident ?? 'item';
  const declared = metadata(item, 'question_type') ?? metadata(item, 'cc_profile');
  const presentation = child(item, 'presentation');
  const lids = presentation ? descendants(presentation, 'response_lid') : [];
  const choice = lids.length === 1 && descendants(lids[0]!, 'render_choice').length === 1;
  if ((declared && !CHOICE_TYPES.has(declared)) || !choice) {
    const responses = presentation
      ? elements(presentation).filter((e) => e.name.startsWith('response_') || e.name === 'flow')
      : [];
    const inner = responses.flatMap((r) =>
      r.name === 'flow' ? descendants(r, 'response_str').concat(descendants(r, 'response_num')) : [r],
    );
    const names = [...new Set(inner.map((r) => r.name))];
    return { kind: 'skipped', item: label, type: declared ?? (names.join(', ') || 'no response') };
  }
  const lid = lids[0]!;
  const labels = descendants(lid, 'response_label');
  const right = rightIdents(item);
  const options = labels.map((l) => materialText(l));
  const rightIndexes = labels.flatMap((l, index) => (right.has(l.attributes.ident ?? '') ? [index] : []));
  if (options.length === 0 || rightIndexes.length === 0)
    return { kind: 'skipped', item: label, type: `${declared ?? 'choice'} without a right answer` };
  const stem = presentation
    ? elements(presentation, 'material').concat(
        elements(presentation, 'flow').flatMap((f) => elements(f, 'material')),
      )
    : [];
  const title =
    stem
      .map((m) => materialText(m))
      .join(' ')
      .trim() || label;
  const isMultiple =
    declared === 'multiple_answers_question' ||
    declared === 'cc.multiple_response.v0p1' ||
    lid.attributes.rcardinality?.toLowerCase() === 'multiple' ||
    rightIndexes.length > 1;
  const images = [
    ...stem.flatMap((m) => materialImages(m, false)),
    ...labels.flatMap((l) => materialImages(l, true)),
  ];
  return {
    kind: 'question',
    question: { kind: 'question', title, isMultiple, options, right: rightIndexes, images },
  };
}

/** Every assessment of a questestinterop document as a quiz; sections become activities. */
export function readQti12Document(
  root: XmlElement,
  fallbackTitle: string,
): { quizzes: ImportedQuiz[]; skipped: SkippedItem[] } {
  const skipped: SkippedItem[] = [];
  const quizzes = descendants(root, 'assessment').map((assessment): ImportedQuiz => {
    const title = textField(assessment.attributes.title ?? '') || fallbackTitle;
    const own = ownCcAssessment(assessment, title, readQti12Item);
    if (own) {
      skipped.push(...own.skipped);
      return own.quiz;
    }
    const sections = descendants(assessment, 'section').filter((s) => elements(s, 'item').length > 0);
    const activities = sections.map((section, index) => {
      const questions = elements(section, 'item').flatMap((item) => {
        const result = readQti12Item(item);
        if (result.kind === 'skipped') {
          skipped.push({ quiz: title, item: result.item, type: result.type });
          return [];
        }
        return [result.kind === 'video' ? result.video : result.question];
      });
      const sectionTitle = section.attributes.title;
      const named = sectionTitle && sectionTitle !== 'root_section' ? sectionTitle : `Activity ${index + 1}`;
      return { title: named, items: questions };
    });
    return { title, activities };
  });
  // Items outside any assessment (an object bank).
  const loose = root.children.filter((c): c is XmlElement => typeof c === 'object' && c.name === 'item');
  if (loose.length > 0 && quizzes.length === 0) {
    const questions = loose.flatMap((item) => {
      const result = readQti12Item(item);
      if (result.kind === 'skipped') {
        skipped.push({ quiz: fallbackTitle, item: result.item, type: result.type });
        return [];
      }
      return [result.kind === 'video' ? result.video : result.question];
    });
    quizzes.push({ title: fallbackTitle, activities: [{ title: 'Activity 1', items: questions }] });
  }
  return { quizzes, skipped };
}
