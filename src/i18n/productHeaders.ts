/**
 * The names of the publisher's collections as the video player's header shows them. Languages that keep the English
 * names (English, Danish, German, Dutch) spread this into their `player` section; the others translate each name.
 */
export const englishProductHeaders = {
  header_journal: 'Journal',
  header_science_core: 'Core',
  header_encyclopedia_of_experiments: 'Encyclopedia of Experiments',
  header_science_education: 'Science Education',
  header_lab_manual: 'Lab Manual',
} as const;
