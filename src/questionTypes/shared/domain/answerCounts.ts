/** The statistics' lists of answers given (a type's most common wrong answers, a numeric answer's distribution). */

/** One answer as counted: answers of the same `key` are one, shown as the first `text` given. */
export interface CountedAnswer {
  readonly key: string;
  readonly text: string;
}

/** The `shown` most frequent answers with how many gave each: most frequent first, then in the texts' order. */
export function mostFrequent(answers: Iterable<CountedAnswer>, shown: number) {
  const counts = new Map<string, { text: string; count: number }>();
  for (const { key, text } of answers) {
    const seen = counts.get(key);
    counts.set(key, { text: seen?.text ?? text, count: (seen?.count ?? 0) + 1 });
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text))
    .slice(0, shown);
}
