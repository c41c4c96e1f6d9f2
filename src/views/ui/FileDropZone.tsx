/**
 * A file picker as a drop zone (react-aria-components DropZone + FileTrigger): drag a file onto it, or press its
 * button to browse; it names the accepted types and shows the chosen file. Keyboard and screen-reader users drop
 * with the zone's own hidden button (react-aria's drag and drop), or browse. `compact` fits a toolbar: the button,
 * with the drop target around it.
 */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button as AriaButton, DropZone, FileTrigger, isFileDropItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { extensionsOf } from './acceptedTypes';
import { Icon } from './icons';
import { cx } from './cx';
import { Spinner } from './Spinner';

export interface FileDropZoneProps {
  /** Names the zone: shown as its heading, and the accessible name of its drop target. */
  readonly label: string;
  /** The input's `accept` list: '.png,image/png'. */
  readonly accept?: string;
  /** The accepted types as people read them; by default the extensions of `accept` ('PNG'). */
  readonly acceptedText?: string;
  readonly description?: ReactNode;
  /** The name of the file chosen last (or being uploaded). */
  readonly chosen?: string | null;
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  readonly busy?: boolean;
  /** The browse button's text; 'Choose a file' by default. */
  readonly browseLabel?: string;
  readonly compact?: boolean;
  /** What is wrong with the file chosen last, shown in the zone and announced. */
  readonly error?: string | null;
  /** On the hidden file input, for tests that hand it files. */
  readonly testId?: string;
  readonly onFiles: (files: File[]) => void;
}

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 ' +
  'disabled:cursor-not-allowed';

export function FileDropZone({
  label,
  accept,
  acceptedText,
  description,
  chosen,
  multiple = false,
  disabled = false,
  busy = false,
  browseLabel,
  compact = false,
  testId,
  error,
  onFiles,
}: FileDropZoneProps) {
  const { t } = useTranslation();
  const id = useId();
  const off = disabled || busy;
  const types = acceptedText ?? extensionsOf(accept);
  const described = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const drop: NonNullable<ComponentProps<typeof DropZone>['onDrop']> = async (event) => {
    const items = event.items.filter(isFileDropItem);
    const files = await Promise.all(items.map((item) => item.getFile()));
    // The machines judge type and size and say what is wrong; a drop hands them what was dropped.
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const trigger = (
    <FileTrigger
      acceptedFileTypes={accept?.split(',')}
      allowsMultiple={multiple}
      data-testid={testId}
      onSelect={(list) => {
        const files = Array.from(list ?? []);
        if (files.length > 0) onFiles(files);
      }}
    >
      <AriaButton
        isDisabled={off}
        aria-describedby={described(
          !compact && Boolean(description) && descriptionId,
          !compact && Boolean(types) && `${id}-types`,
          Boolean(error) && errorId,
        )}
        className={cx(
          BUTTON,
          compact
            ? 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-500'
            : 'bg-sky-700 text-white hover:bg-sky-800 disabled:bg-sky-700/60',
        )}
      >
        {busy ? <Spinner /> : <Icon name="upload" className="size-4" />}
        {browseLabel ?? t('controls.browse')}
      </AriaButton>
    </FileTrigger>
  );
  return (
    <DropZone
      // The browse button is the field's control; the drop target says what it is for.
      aria-label={t('controls.dropInto', { label })}
      isDisabled={off}
      onDrop={drop}
      className={cx(
        'rounded-lg outline-none',
        compact
          ? 'inline-flex data-drop-target:ring-2 data-drop-target:ring-sky-600'
          : 'flex flex-col items-center gap-2 border-2 border-dashed border-slate-300 bg-slate-50 p-4 text-center',
        !compact && 'data-drop-target:border-sky-600 data-drop-target:bg-sky-50',
        'data-focus-visible:outline-2 data-focus-visible:outline-sky-600',
      )}
    >
      {compact ? (
        trigger
      ) : (
        <>
          <Icon name="file" className="size-8 text-slate-500" />
          <p className="text-sm font-semibold text-slate-800">{label}</p>
          {description ? (
            <div id={descriptionId} className="text-sm text-slate-600">
              {description}
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-slate-700">
            <span>{t('controls.dropOrBrowse')}</span>
            {trigger}
          </div>
          {types ? (
            <p id={`${id}-types`} className="text-xs text-slate-600">
              {t('controls.accepted', { types })}
            </p>
          ) : null}
          <p className="text-sm text-slate-800" aria-live="polite">
            {chosen ? t('controls.chosenFile', { name: chosen }) : t('controls.noFileChosen')}
          </p>
        </>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </DropZone>
  );
}
