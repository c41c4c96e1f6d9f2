/** hi: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'लेखक',
  loading: 'लेखक लोड हो रहा है',
  loadFailed: 'लेखक का पृष्ठ लोड नहीं हो सका।',
  notFoundTitle: 'लेखक नहीं मिला',
  notFound: 'यह पता किसी लेखक का नहीं है।',
  notFoundNamed: 'कोई भी प्रकाशित लेख {{name}} को लेखक के रूप में नहीं दिखाता।',
  back: 'डैशबोर्ड पर वापस जाएँ',
  institutions: 'संस्थान',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} प्रकाशित लेख',
  articles_other: '{{count}} प्रकाशित लेख',
  with: 'सह-लेखक:',
} as const satisfies AreasCatalog['author'];
