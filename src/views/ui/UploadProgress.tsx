/** An upload under way: its progress bar (named after the file), the percentage and the Cancel button. */
import { Button } from './Button';

export interface UploadProgressProps {
  /** 0 to 100. */
  readonly progress: number;
  /** The bar's accessible name: 'Uploading lecture.mp4'. */
  readonly label: string;
  readonly cancelLabel: string;
  readonly onCancel: () => void;
}

export function UploadProgress({ progress, label, cancelLabel, onCancel }: UploadProgressProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <progress max={100} value={progress} aria-label={label} className="h-2 min-w-32 flex-1" />
      <span className="text-sm tabular-nums">{progress}%</span>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
