/**
 * The quiz editor's keyboard shortcuts, in one table: what each key does, which keys, whether it works while
 * typing in a field, and how it is written for the platform (Cmd on macOS, Ctrl elsewhere). The view maps a key
 * press to a command with `shortcutFor` and sends the command's event; the help dialog lists the same table.
 *
 * A key that means something in a text field (a letter, '?') is the field's while one has focus; only Ctrl/Cmd
 * combinations reach the editor from inside a field.
 */

export type ShortcutCommand = 'undo' | 'redo' | 'save' | 'addQuestion' | 'nextItem' | 'previousItem' | 'help';

/** One key combination. `mod` is Cmd on macOS and Ctrl elsewhere; `ctrl` is the Ctrl key on every platform. */
export interface KeyCombo {
  readonly key: string;
  readonly mod?: boolean;
  readonly ctrl?: boolean;
  readonly shift?: boolean;
  /** Offered only off macOS (Ctrl+Y, the Windows redo). */
  readonly notOnMac?: boolean;
}

export interface Shortcut {
  readonly command: ShortcutCommand;
  readonly keys: readonly KeyCombo[];
  /** Works while a text field has focus (every Ctrl/Cmd combination does). */
  readonly inFields: boolean;
}

export const EDITOR_SHORTCUTS: readonly Shortcut[] = [
  { command: 'save', keys: [{ key: 's', mod: true }], inFields: true },
  { command: 'undo', keys: [{ key: 'z', mod: true }], inFields: true },
  {
    command: 'redo',
    keys: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', ctrl: true, notOnMac: true },
    ],
    inFields: true,
  },
  { command: 'addQuestion', keys: [{ key: 'q' }], inFields: false },
  { command: 'nextItem', keys: [{ key: 'j' }], inFields: false },
  { command: 'previousItem', keys: [{ key: 'k' }], inFields: false },
  // '?' is Shift+/ on most layouts: the character decides, not the Shift key.
  { command: 'help', keys: [{ key: '?' }], inFields: false },
];

/** The parts of a keydown the table looks at. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

export interface PressContext {
  readonly mac: boolean;
  /** Focus is in a field where plain keys type (a text input, a text area, a rich-text title). */
  readonly inField: boolean;
}

function matches(combo: KeyCombo, press: KeyPress, mac: boolean): boolean {
  if (combo.notOnMac && mac) return false;
  if (press.altKey) return false;
  const wantsCtrl = combo.ctrl === true || (combo.mod === true && !mac);
  const wantsMeta = combo.mod === true && mac;
  if (press.ctrlKey !== wantsCtrl || press.metaKey !== wantsMeta) return false;
  const plainCharacter = !combo.mod && !combo.ctrl;
  // A plain character ('?') is whatever Shift gave; a combination names its Shift.
  if (!plainCharacter && press.shiftKey !== (combo.shift === true)) return false;
  if (plainCharacter && combo.key !== '?' && press.shiftKey) return false;
  return press.key.toLowerCase() === combo.key;
}

/** The command a key press stands for, or null when it is not a shortcut here. */
export function shortcutFor(press: KeyPress, context: PressContext): ShortcutCommand | null {
  for (const shortcut of EDITOR_SHORTCUTS) {
    const combo = shortcut.keys.find((candidate) => matches(candidate, press, context.mac));
    if (!combo) continue;
    const withModifier = combo.mod === true || combo.ctrl === true;
    if (context.inField && !shortcut.inFields && !withModifier) return null;
    return shortcut.command;
  }
  return null;
}

/** The keys of a combination as shown: ['⌘', 'Shift', 'Z'] on macOS, ['Ctrl', 'Shift', 'Z'] elsewhere. */
export function comboKeys(combo: KeyCombo, mac: boolean): string[] {
  const keys: string[] = [];
  if (combo.ctrl) keys.push('Ctrl');
  if (combo.mod) keys.push(mac ? '⌘' : 'Ctrl');
  if (combo.shift) keys.push('Shift');
  keys.push(combo.key.length === 1 ? combo.key.toUpperCase() : combo.key);
  return keys;
}

/** The combinations of a command for `aria-keyshortcuts` ("Meta+Z" on macOS, "Control+Z" elsewhere). */
export function ariaKeyShortcuts(command: ShortcutCommand, mac: boolean): string {
  const shortcut = EDITOR_SHORTCUTS.find((entry) => entry.command === command);
  return (shortcut?.keys ?? [])
    .filter((combo) => !(combo.notOnMac && mac))
    .map((combo) => {
      const parts: string[] = [];
      if (combo.ctrl || (combo.mod && !mac)) parts.push('Control');
      if (combo.mod && mac) parts.push('Meta');
      if (combo.shift) parts.push('Shift');
      parts.push(combo.key.length === 1 ? combo.key.toUpperCase() : combo.key);
      return parts.join('+');
    })
    .join(' ');
}

/** The shortcuts offered on this platform, for the help dialog. */
export const shortcutsFor = (mac: boolean): readonly Shortcut[] =>
  EDITOR_SHORTCUTS.map((shortcut) => ({
    ...shortcut,
    keys: shortcut.keys.filter((combo) => !(combo.notOnMac && mac)),
  }));

/** macOS, from the browser's platform string (given, not read here). */
export const isMacPlatform = (platform: string) => /mac|iphone|ipad|ipod/i.test(platform);
