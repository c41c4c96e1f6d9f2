/**
 * Which captions a video shows first, and how a caption language is named: the page's language when the video has
 * it (its base language too: `pt` subtitles for a `pt-BR` page), else English, else the languages in the order the
 * article lists them. An `en` page never opens on German captions because German came first.
 *
 * @publicModule the console's and the student page's players (content, take) order their caption tracks with it.
 */

const base = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/** The caption languages in the order a viewer of a page in `pageLanguage` wants them: the first is shown. */
export function captionOrder(languages: readonly string[], pageLanguage: string): string[] {
  const page = pageLanguage.trim().toLowerCase();
  const rank = (language: string) => {
    const code = language.toLowerCase();
    if (code === page) return 0;
    if (base(code) === base(page)) return 1;
    if (base(code) === 'en') return 2;
    return 3;
  };
  // A stable sort: languages of the same rank keep the article's order.
  return [...languages].sort((a, b) => rank(a) - rank(b));
}

/** A caption language's name in the page's language ("Deutsch" on a German page, "German" on an English one). */
export function captionLabel(language: string, pageLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([pageLanguage || 'en'], { type: 'language' }).of(language);
    if (name && name.toLowerCase() !== language.toLowerCase()) return name;
  } catch {
    // A code Intl does not know: its letters.
  }
  return language.toUpperCase();
}
