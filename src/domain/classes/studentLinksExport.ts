/**
 * Student links leaving the console (ADR 211): Copy all (one line per student, the e-mail and the link separated by
 * a tab, so it pastes into a mail or two spreadsheet columns) and Download as CSV. Pure.
 */
import { csvFile } from '../quiz/results/results';
import { STUDENT_STATE_LABELS, type StudentState } from '../quiz/results/studentStates';

export interface ExportedLink {
  readonly email: string;
  readonly link: string;
  readonly studentState?: StudentState;
}

export const studentLinksText = (links: readonly ExportedLink[]) =>
  links.map((row) => `${row.email}\t${row.link}`).join('\n');

export const studentLinksCsv = (links: readonly ExportedLink[]) =>
  csvFile([
    ['Email', 'State', 'Link'],
    ...links.map((row) => [
      row.email,
      row.studentState ? STUDENT_STATE_LABELS[row.studentState] : '',
      row.link,
    ]),
  ]);

/** 'Cells student links.csv'. */
export const studentLinksFileName = (quizTitle: string) =>
  `${
    quizTitle
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Quiz'
  } student links.csv`;
