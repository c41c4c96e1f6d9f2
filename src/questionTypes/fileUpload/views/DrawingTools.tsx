/**
 * The drawing board's tools (ADR 306): the pen's colour and width, Undo last stroke, Clear and Save drawing.
 */
import { useId } from 'react';
import { PEN_COLOURS, PEN_WIDTHS } from '../../../machines/take/drawingBoardMachine';
import { useTypeText } from '../../../views/take/takeText';
import { fileUploadTakeText } from './fileUploadTakeText';

const BUTTON =
  'min-h-11 rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50';

interface Props {
  readonly colour: string;
  readonly width: number;
  readonly disabled: boolean;
  /** Whether there is a stroke to take back (and so a drawing to save). */
  readonly canUndo: boolean;
  /** Whether there is anything to clear: a stroke, or a drawing sent before. */
  readonly canClear: boolean;
  readonly onColour: (colour: string) => void;
  readonly onWidth: (width: number) => void;
  readonly onUndo: () => void;
  readonly onClear: () => void;
  readonly onSave: () => void;
}

export function DrawingTools(props: Props) {
  const { colour, width, disabled, canUndo, canClear, onColour, onWidth, onUndo, onClear, onSave } = props;
  const text = useTypeText(fileUploadTakeText);
  const id = useId();
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{text.colour}</legend>
          {PEN_COLOURS.map(([name, value]) => (
            <label
              key={name}
              className="flex size-11 cursor-pointer items-center justify-center rounded-full has-[:checked]:ring-2 has-[:checked]:ring-sky-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-500"
            >
              <input
                type="radio"
                name={`${id}-colour`}
                className="sr-only"
                checked={colour === value}
                onChange={() => onColour(value)}
              />
              <span
                aria-hidden="true"
                className="size-7 rounded-full border border-slate-400"
                style={{ background: value }}
              />
              <span className="sr-only">{text.colours[name]}</span>
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {text.penWidth}
          <input
            type="range"
            min={PEN_WIDTHS.min}
            max={PEN_WIDTHS.max}
            step={PEN_WIDTHS.step}
            value={width}
            className="min-h-11 w-28"
            onChange={(event) => onWidth(Number(event.target.value))}
          />
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON} disabled={disabled || !canUndo} onClick={onUndo}>
          {text.undo}
        </button>
        <button type="button" className={BUTTON} disabled={disabled || !canClear} onClick={onClear}>
          {text.clear}
        </button>
        <button type="button" className={BUTTON} disabled={disabled || !canUndo} onClick={onSave}>
          {text.save}
        </button>
      </div>
    </>
  );
}
