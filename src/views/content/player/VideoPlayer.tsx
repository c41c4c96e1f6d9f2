/**
 * The console's video player: the player frame with the console's catalog and actor options.
 *
 * @publicModule the quiz viewer plays videos with it.
 */
import { useTranslation } from 'react-i18next';
import { useActorOptions } from '../../AppContext';
import type { PlayerText } from './playerText';
import { VideoPlayerFrame, type VideoPlayerProps } from './VideoPlayerFrame';

export type { VideoPlayerProps } from './VideoPlayerFrame';

export function VideoPlayer(props: VideoPlayerProps) {
  const { t } = useTranslation();
  const text: PlayerText = (key, values) => t(key, values);
  return <VideoPlayerFrame {...props} text={text} actorOptions={useActorOptions()} />;
}
