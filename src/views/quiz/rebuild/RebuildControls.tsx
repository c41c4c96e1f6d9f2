/**
 * The library list's rebuild actions: 'Rebuild a sections Quiz library' (Sections tab) and the per-row
 * 'Rebuild quiz' (section quizzes). Not available yet: both render nothing.
 */
export function RebuildLibraryButton() {
  return null;
}

export function RebuildQuizAction(_props: { readonly quizId: number; readonly title: string }) {
  return null;
}
