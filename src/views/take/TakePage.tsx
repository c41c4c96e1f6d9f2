/**
 * The student page: one screen per state of the take machine.
 *
 * @publicModule the quiz viewer shows it for Preview as a student (ADR 264).
 */
import { useActorRef, useSelector } from '@xstate/react';
import type { Clock } from '../../machines/shared/clock';
import type { takeQuizMachine } from '../../machines/take/takeQuizMachine';
import { selectScreen, selectSession } from '../../machines/take/takeQuizSelectors';
import { TakeIntro } from './TakeIntro';
import { LoadingLine, TAKE_FRAME, TAKE_PAGE_SPACE } from './TakeLoading';
import { TakeMessage } from './TakeMessage';
import { TakeResult } from './TakeResult';
import { TakeTaking } from './TakeTaking';
import { useTakeText } from './takeText';
import { cx } from '../ui/cx';

export interface TakePageProps {
  /** The take machine with its effects provided (`takeQuizMachine.provide(createTakeQuizServices(…))`). */
  readonly logic: typeof takeQuizMachine;
  readonly token: string;
  readonly clock?: Clock;
  /** Inside the console (Preview as a student, ADR 264): a region of the console's page, not a page of its own. */
  readonly embedded?: boolean;
}

export function TakePage({ logic, token, clock, embedded = false }: TakePageProps) {
  const TAKE_TEXT = useTakeText();
  const actor = useActorRef(logic, { input: { token, clock } });
  const screen = useSelector(actor, selectScreen);
  const session = useSelector(actor, selectSession);

  const Landmark = embedded ? 'div' : 'main';
  return (
    <Landmark className={cx(TAKE_FRAME, embedded ? 'py-2' : TAKE_PAGE_SPACE)}>
      {screen === 'loading' && <LoadingLine label={TAKE_TEXT.loading} />}
      {screen === 'loadFailed' && (
        <TakeMessage title={TAKE_TEXT.loadFailed}>
          <button
            type="button"
            className="self-start rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800"
            onClick={() => actor.send({ type: 'take.retry' })}
          >
            {TAKE_TEXT.retry}
          </button>
        </TakeMessage>
      )}
      {screen === 'invalidLink' && (
        <TakeMessage title={TAKE_TEXT.invalidLink}>
          <p>{TAKE_TEXT.invalidLinkHint}</p>
        </TakeMessage>
      )}
      {screen === 'expired' && (
        <TakeMessage title={TAKE_TEXT.expired} subtitle={session?.quiz.title}>
          <p>{TAKE_TEXT.expiredHint}</p>
        </TakeMessage>
      )}
      {screen === 'intro' && <TakeIntro actor={actor} />}
      {screen === 'taking' && <TakeTaking actor={actor} />}
      {screen === 'submitted' && <TakeResult actor={actor} />}
    </Landmark>
  );
}
