/**
 * The strings the video player shows, by their console catalog keys: the console hands it i18next's `t`, the
 * student page its own English strings.
 *
 * @publicModule the student page gives the player its strings.
 */
export type PlayerTextKey =
  | 'player.playVideo'
  | 'player.play'
  | 'player.playbackSpeed'
  | 'player.speed_slow'
  | 'player.speed_normal'
  | 'player.speed_fast'
  | 'player.speed_faster'
  | 'player.videoFailed'
  | 'player.noVideo'
  | 'player.noLongerAvailable'
  | 'player.subtitlesUnavailable'
  | 'player.header_journal'
  | 'player.header_science_core'
  | 'player.header_encyclopedia_of_experiments'
  | 'player.header_science_education'
  | 'player.header_lab_manual';

export type PlayerText = (key: PlayerTextKey, values?: { readonly title: string }) => string;
