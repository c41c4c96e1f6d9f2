/** What every question type's student component receives (the take page; ADR 195). No zod here (ADR 140). */
import type { TakeItem } from '../../../api/take/takeContract';

export type TakeQuestion = Extract<TakeItem, { kind: 'question' }>;

export interface StudentQuestionProps {
  readonly question: TakeQuestion;
  /** Option ids chosen (choice questions). */
  readonly chosen: readonly number[] | undefined;
  /** The response given (other types), saved or not. */
  readonly response: unknown;
  readonly onChoose: (optionId: number) => void;
  readonly onRespond: (response: boolean | string | readonly unknown[]) => void;
  /** A question answered by sending files (ADR 294): what the page does with them. */
  readonly files?: StudentFiles;
}

/** A file upload question's effects on the student page: its files go straight to the server (ADR 294). */
export interface StudentFiles {
  readonly onSend: (file: File) => void;
  readonly onRemove: (fileId: string, name: string) => void;
  /** A file refused before it was sent (too large, of another kind): said beside the picker. */
  readonly onRefuse: (message: string) => void;
  /** The file on its way (or being removed), if any. */
  readonly sending: { readonly name: string; readonly removing: boolean } | null;
  /** Why the last file was refused. */
  readonly error: string | null;
  /** Where the student downloads a file they sent; absent where files are not kept (a preview). */
  readonly downloadUrl?: (fileId: string) => string;
}

/** The bordered, finger-sized row every selectable answer uses. */
export const ANSWER_ROW =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 hover:bg-slate-50 has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-500';
