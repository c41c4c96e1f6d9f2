/**
 * How much of a video the student watched (ADR 329), under its player: what the page played with what the server
 * kept, so a reload or another device shows the same. Nothing while nothing was played.
 */
import { useSelector } from '@xstate/react';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectWatched } from '../../machines/take/takeQuizSelectors';
import { percentText } from './takeFormat';
import { useTakeText } from './takeText';

export function TakeWatched({
  actor,
  itemId,
}: {
  readonly actor: TakeQuizActorRef;
  readonly itemId: number;
}) {
  const TAKE_TEXT = useTakeText();
  const share = useSelector(actor, (s) => selectWatched(s, itemId)?.share ?? null);
  const completed = useSelector(actor, (s) => selectWatched(s, itemId)?.completed ?? false);
  if (share === null) return null;
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid={`watched-${itemId}`}>
      {completed ? TAKE_TEXT.watchedAll : TAKE_TEXT.watchedShare(percentText(TAKE_TEXT, share))}
    </p>
  );
}
