/**
 * Authors' texts as what a screen reader should say (ADR 394): each equation as its plain reading, for a control's
 * name or an announcement. The reading comes with the equations' chunk (MathRendered), loaded only when a text may
 * hold an equation, as MathText loads it to draw them; until it arrives a text reads as written.
 * @publicModule the question types' student components name controls after authors' text through it.
 */
import { useEffect, useState } from 'react';
import { mayHoldMath } from '../../domain/shared/mayHoldMath';

type Reading = (text: string) => string;

let loading: Promise<Reading> | undefined;
let loaded: Reading | undefined;

/** A function that gives each text's reading; the component renders again once the reading has arrived. */
export function useReadableText(texts: readonly string[]): Reading {
  const [reading, setReading] = useState(() => loaded);
  const needed = !reading && texts.some(mayHoldMath);
  useEffect(() => {
    if (needed)
      void (loading ??= import('./MathRendered').then((chunk) => (loaded = chunk.readableText))).then(() =>
        setReading(() => loaded),
      );
  }, [needed]);
  return reading ?? String;
}
