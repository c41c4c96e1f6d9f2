/** Texts of Moodle XML as the exports write them. */
import { escapeHtml, type XmlNode } from './xml';

/** A plain text as a Moodle HTML field: a paragraph, or nothing for an empty text. */
export const htmlText = (plain: string): XmlNode => ({
  '@_format': 'html',
  text: plain.trim() === '' ? '' : `<p>${escapeHtml(plain.trim())}</p>`,
});

/** A plain text as Moodle writes an answer: its own text, Moodle choosing how to show it. */
export const autoText = (plain: string): XmlNode => ({ '@_format': 'moodle_auto_format', text: plain });
