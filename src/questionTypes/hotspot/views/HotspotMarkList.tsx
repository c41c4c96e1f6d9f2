/** The student's marks in words under the hotspot image, each with Remove, and Clear for all of them. */
import type { Mark } from '../domain/hotspotGeometry';
import { useTypeText } from '../../../views/take/takeText';
import { hotspotTakeText } from './hotspotTakeText';

const BUTTON =
  'min-h-11 rounded-md border border-slate-400 px-3 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500';

export function MarkList({
  marks,
  describe,
  onRemove,
  onClear,
}: {
  readonly marks: readonly Mark[];
  readonly describe: (mark: Mark, number: number) => string;
  readonly onRemove: (index: number) => void;
  readonly onClear: () => void;
}) {
  const HOTSPOT_TEXT = useTypeText(hotspotTakeText);
  if (marks.length === 0) return <p className="text-sm text-slate-600">{HOTSPOT_TEXT.none}</p>;
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {marks.map((mark, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
            <span className="min-w-0 flex-1">{describe(mark, index + 1)}</span>
            {marks.length > 1 && (
              <button type="button" className={BUTTON} onClick={() => onRemove(index)}>
                {HOTSPOT_TEXT.removeMark(index + 1)}
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className={`${BUTTON} self-start`} onClick={onClear}>
        {HOTSPOT_TEXT.clear}
      </button>
    </div>
  );
}
