/**
 * A question of the student page rendered as the take page renders it: in the page's language, its answer kept as
 * the page keeps it, and every answer it sends recorded in `sent`, with a user to act on it.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { TakeCatalog } from '../../../../i18n/catalogTypes';
import { enTake } from '../../../../i18n/enTake';
import type { UiLanguageCode } from '../../../../domain/shared/languages';
import { StudentAnswer } from '../../views/studentRegistry';
import type { TakeQuestion } from '../../views/studentQuestion';
import { TakeTextContext, takeTextFrom } from '../../../../views/take/takeText';

export function renderStudentAnswer(
  question: TakeQuestion,
  {
    catalog = enTake,
    language = 'en',
    saved,
  }: { catalog?: TakeCatalog; language?: UiLanguageCode; saved?: unknown } = {},
) {
  const sent: unknown[] = [];
  function Harness() {
    const [response, setResponse] = useState<unknown>(saved);
    return (
      <TakeTextContext.Provider value={takeTextFrom(catalog, language)}>
        <StudentAnswer
          question={question}
          chosen={undefined}
          response={response}
          onChoose={() => {}}
          onRespond={(value) => {
            sent.push(value);
            setResponse(value);
          }}
        />
      </TakeTextContext.Provider>
    );
  }
  const rendered = render(<Harness />);
  return { sent, user: userEvent.setup(), ...rendered };
}
