/**
 * The strings the video player shows, by their console catalog keys: the console hands it i18next's `t`, the
 * student page its own English strings.
 */
export type PlayerTextKey =
  | 'delivery.playVideo'
  | 'delivery.play'
  | 'delivery.playbackSpeed'
  | 'delivery.speed_slow'
  | 'delivery.speed_normal'
  | 'delivery.speed_fast'
  | 'delivery.speed_faster'
  | 'delivery.videoFailed'
  | 'delivery.noVideo'
  | 'delivery.subtitlesUnavailable'
  | 'delivery.header_journal'
  | 'delivery.header_science_core'
  | 'delivery.header_encyclopedia_of_experiments'
  | 'delivery.header_science_education'
  | 'delivery.header_lab_manual';

export type PlayerText = (key: PlayerTextKey, values?: { readonly title: string }) => string;
