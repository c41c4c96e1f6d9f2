/**
 * What a question type provides the server (ADR 197, ADR 323): its readers and writers of every format, its names
 * in the import report and what a language model is told of it. Each type's server part
 * (src/questionTypes/<type>/server/) is listed once in src/questionTypes/shared/server/registry.ts.
 *
 * Reading: per format, whether an item of that format is of the type (`claims`, by the format's own marks: a
 * declared type, an interaction, Moodle's type name, GIFT's answer syntax) and the type's neutral description of it
 * (`read`), or why it cannot be read. `store` turns a description into the question the console stores; a type the
 * console does not hold yet has none, and its items are reported as not supported yet, or read as another type
 * (`readAs`: true/false as a two-option choice).
 *
 * Writing: per format, what the type writes inside the document each package builder writes around it.
 */
import type { GiftSource } from '../../../../server/imports/giftSyntax';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import type { MoodleSource } from '../../../../server/imports/moodleQuestion';
import type { Qti12Source } from '../../../../server/imports/qti12Item';
import type { Qti2Source } from '../../../../server/imports/qti2Item';
import type { ExportFormat } from '../../../../server/exports/fileName';
import type { ExportQuestion } from '../../../../server/exports/exportModel';
import type { MoodlePictures } from '../../../../server/exports/moodlePictures';
import type { XmlNode, XmlValue } from '../../../../server/exports/xml';
import type { QuestionKind } from './questionKinds';

/** A type reader's answer for one item: its description, or why it cannot be read (the report's reason). */
export type TypeRead<D> =
  | { readonly kind: 'read'; readonly description: D }
  | {
      readonly kind: 'unreadable';
      readonly reason: string;
      /** The type the report names, when it is not the one the format gives the item. */
      readonly type?: string;
      /** The item's name in the report, when it is not the one the format gives the item. */
      readonly item?: string;
    };

export interface FormatReader<S, D> {
  /** Whether the item is of this type, by the format's own marks. */
  claims(source: S): boolean;
  read(source: S): TypeRead<D>;
}

export interface TypeReaders<D> {
  /** QTI 1.2 items: IMS, Common Cartridge's profile, Canvas, Blackboard, ILIAS. */
  readonly qti12?: FormatReader<Qti12Source, D>;
  /** QTI 2.1 and 2.2 items. */
  readonly qti2?: FormatReader<Qti2Source, D>;
  readonly moodleXml?: FormatReader<MoodleSource, D>;
  readonly gift?: FormatReader<GiftSource, D>;
}

/** What a type writes into a QTI 2.1 assessmentItem, around which the package writes its identity and SCORE. */
export interface Qti21Parts {
  readonly responseDeclaration: XmlNode | readonly XmlNode[];
  /** Outcomes the part sets besides SCORE (the chosen options, for their feedback: ADR 376). */
  readonly outcomeDeclaration?: XmlNode | readonly XmlNode[];
  /** The item body: the interaction element(s), by name. */
  readonly itemBody: XmlNode;
  /** Absent for an item that asks nothing (a text block). */
  readonly responseProcessing?: XmlNode;
  /**
   * XML written in place of a text of the item (a mark the part put in `itemBody`), for mixed content the builder
   * cannot order: a text whose blanks are interactions.
   */
  readonly raw?: readonly (readonly [mark: string, xml: string])[];
  /** Template variables and their processing (a calculated question's draw, ADR 291). */
  readonly templateDeclaration?: XmlNode | readonly XmlNode[];
  readonly templateProcessing?: XmlNode;
  /** The question's rich text as the item writes it, for a type that writes into it (printedVariable). */
  readonly printed?: (xhtml: string) => string;
}

/** A shipped or linked image of the item, as the QTI 2.1 item refers to it. */
export interface Qti21Image {
  /** Relative to the item, or a web address. */
  readonly href: string;
  /** Its media type, when it is a shipped file. */
  readonly type?: string;
  /** Its pixels, when its header gives them. */
  readonly size?: { readonly width: number; readonly height: number };
}

/** What a type writes into a Common Cartridge (QTI 1.2 profile) item, beside the prompt the package writes. */
export interface CcParts {
  /** The `cc_profile` of the item. */
  readonly profile: string;
  /** The response element(s) of the presentation, by name. */
  readonly response: XmlNode;
  readonly resprocessing: XmlNode;
  /** Item metadata fields besides the profile, weighting and category (an essay's `qmd_computerscored`). */
  readonly metadata?: readonly (readonly [label: string, entry: string])[];
  /** HTML shown after the question's text (what a type written as another needs the student to see). */
  readonly promptHtml?: string;
  /** The item's feedback elements (a solution, a choice's feedback), after its response processing. */
  readonly itemfeedback?: XmlNode | readonly XmlNode[];
}

export interface TypeWriters<Q> {
  readonly qti21: {
    /** The interaction the manifest's QTI metadata names (of the question, for a type that writes more than one). */
    readonly interactionType: string | ((question: Q) => string);
    /** `image`: how the item refers to one of the question's images (by its stored address), if it is shipped or linked. */
    parts(question: Q, prompt: XmlValue, image: (src: string) => Qti21Image | undefined): Qti21Parts;
  };
  cc(question: Q): CcParts;
  /**
   * Moodle XML: the question's `type` and the elements after its name, text and grade. `pictures`: how a field shows
   * one of its options' or entries' pictures (ADR 312), the field embedding the file its `<img>` names.
   */
  moodleXml(question: Q, pictures: MoodlePictures): { readonly type: string; readonly fields: XmlNode };
  /**
   * GIFT: the lines of the answer section, between `{` and `}`; null when GIFT has no syntax for the question (a
   * text block writes no section at all).
   */
  gift(question: Q): string[] | null;
  readonly scorm: {
    /** The question's data for the player, beside its kind, type, id, title and images. */
    data(question: Q): Record<string, unknown>;
    /**
     * The player's part for the type: `TYPES.<kind> = { render(item, fieldset), score(item), interaction(item) }`
     * (the share of the points earned, or null when a person scores it; what `cmi.interactions` reports).
     */
    readonly script: string;
    /**
     * Domain code the player needs for some questions of the type, bundled for the browser (a blank's patterns,
     * ADR 305): put before the player when `needed` says a question of the package needs it.
     */
    readonly library?: {
      readonly name: string;
      needed(question: Q): boolean;
      script(): string;
    };
  };
  /**
   * The question's `definition` as the export model holds it, read from what is stored; choice has none (its data
   * are its options and right answers).
   */
  readonly definition?: (stored: unknown) => unknown;
  /** The question's own picture travels with it as `image`: what its regions, places or prompts are marked on. */
  readonly picture?: true;
  /** The question as another type's, for a format that cannot carry it (a calculated question's one draw). */
  readonly writtenAs?: { readonly [F in ExportFormat]?: (question: Q) => ExportQuestion };
  /** What a format cannot carry of the question, in the words the download lists; nothing when absent. */
  readonly notes?: { readonly [F in ExportFormat]?: (question: Q) => readonly string[] };
}

/** What a language model is told of a type (ADR 207): what its questions are, their rules, their JSON shape. */
export interface TypePrompt {
  readonly kind: string;
  readonly rules: readonly string[];
  readonly shape: string;
}

export interface ServerQuestionType<D = unknown, Q = never> {
  readonly kind: QuestionKind;
  /**
   * How the import report names the type: of an item it cannot store (`kind`: "Short-answer questions are not
   * supported yet") and of a stored question (`stored`: "short answer").
   */
  readonly names: { readonly kind: string; readonly stored: string };
  /** What a language model is told to write questions of the type; every type with a `generation` piece has one. */
  readonly prompt?: (isMultiple: boolean) => TypePrompt;
  readonly read: TypeReaders<D>;
  /** Why no format's items are read as the type, when it has no reader (the registry's test asks one of them). */
  readonly notRead?: string;
  /** Until the console holds this type, its items are read as this one (and reported as this type's). */
  readonly readAs?: QuestionKind;
  /** The question the console stores for a description; absent while the console does not hold the type. */
  store?(description: D): ImportedQuestion;
  readonly write?: TypeWriters<Q>;
}
