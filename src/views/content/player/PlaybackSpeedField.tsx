/** The player's playback speed: 0.75, 1, 1.5 or 2, by name. */
import { PLAYER_SPEEDS, type PlayerSpeed } from '../../../machines/content/videoPlayerMachine';
import { SelectField } from '../../ui/SelectField';
import type { PlayerText } from './playerText';

export interface PlaybackSpeedFieldProps {
  readonly text: PlayerText;
  readonly rate: PlayerSpeed;
  readonly onChange: (rate: PlayerSpeed) => void;
}

export function PlaybackSpeedField({ text: t, rate, onChange }: PlaybackSpeedFieldProps) {
  return (
    <SelectField
      label={t('player.playbackSpeed')}
      value={String(rate)}
      options={PLAYER_SPEEDS.map((speed) => ({
        value: String(speed.rate),
        label: t(`player.speed_${speed.name}`),
      }))}
      onChange={(event) => onChange(Number(event.target.value) as PlayerSpeed)}
    />
  );
}
