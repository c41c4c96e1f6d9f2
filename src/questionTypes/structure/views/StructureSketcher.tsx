/**
 * The molecule drawing board (ADR 389): OpenChemLib's canvas editor, drawn with a finger, a pen or a mouse. The
 * library is its own chunk, fetched when a structure question is first shown, never with the console's or the
 * student page's first script. What is drawn is sent as an isomeric SMILES (stereo bonds and E/Z kept); a
 * structure typed elsewhere (the SMILES field beside it) is drawn here. Keyboard and screen reader users type the
 * SMILES instead: the board is a picture to them, named by `label`.
 */
import type * as OpenChemLib from 'openchemlib';
import { useEffect, useRef, useState } from 'react';
import { isMolfile } from '../domain/molfile';

type Chemistry = typeof OpenChemLib;
type Editor = InstanceType<Chemistry['CanvasEditor']>;

let chemistry: Promise<Chemistry> | undefined;
/** The library, fetched once per page. */
const loadChemistry = () => (chemistry ??= import('openchemlib'));

export interface StructureSketcherProps {
  /** The structure shown: a SMILES or a molfile; '' for an empty board. */
  readonly value: string;
  readonly onDraw: (smiles: string) => void;
  /** The board's name for assistive technology, and what it says while loading or when it cannot load. */
  readonly label: string;
  readonly loadingText: string;
  readonly failedText: string;
}

/** The molecule of a text, or undefined when the library cannot read it (the text field says why). */
function moleculeOf(ocl: Chemistry, structure: string) {
  try {
    return isMolfile(structure) ? ocl.Molecule.fromMolfile(structure) : ocl.Molecule.fromSmiles(structure);
  } catch {
    return undefined;
  }
}

export function StructureSketcher({ value, onDraw, label, loadingText, failedText }: StructureSketcherProps) {
  const board = useRef<HTMLDivElement>(null);
  const editor = useRef<{ readonly ocl: Chemistry; readonly editor: Editor } | null>(null);
  /** The SMILES the board sent last: the same value coming back is not drawn again. */
  const sent = useRef<string | null>(null);
  const onDrawRef = useRef(onDraw);
  useEffect(() => {
    onDrawRef.current = onDraw;
  }, [onDraw]);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    loadChemistry().then(
      (ocl) => {
        if (cancelled || !board.current) return;
        const canvas = new ocl.CanvasEditor(board.current, { initialMode: 'molecule' });
        editor.current = { ocl, editor: canvas };
        canvas.setOnChangeListener(({ isUserEvent }) => {
          if (!isUserEvent) return;
          const molecule = canvas.getMolecule();
          const smiles = molecule.getAllAtoms() === 0 ? '' : molecule.toIsomericSmiles();
          sent.current = smiles;
          onDrawRef.current(smiles);
        });
        setState('ready');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      editor.current?.editor.destroy();
      editor.current = null;
    };
  }, []);

  useEffect(() => {
    const current = editor.current;
    if (!current || state !== 'ready' || value === sent.current) return;
    sent.current = value;
    if (value.trim() === '') return current.editor.clearAll();
    const molecule = moleculeOf(current.ocl, value);
    if (molecule) current.editor.setMolecule(molecule);
  }, [value, state]);

  return (
    <div className="flex flex-col gap-1">
      <div
        ref={board}
        role="img"
        aria-label={label}
        className="relative h-80 w-full max-w-2xl touch-none overflow-hidden rounded-md border border-slate-400 bg-white"
      />
      {state === 'loading' && (
        <p role="status" className="text-sm text-slate-600">
          {loadingText}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {failedText}
        </p>
      )}
    </div>
  );
}
