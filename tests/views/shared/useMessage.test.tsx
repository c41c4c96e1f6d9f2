/**
 * A message in SPEC's English words is shown in the reader's language once the signed-in shell is there: a
 * notice, a field's error, each line of a message of several lines; a text that is no such message (a name, a
 * server's own words) is shown as sent, and before the shell (the sign-in) only the first paint's messages are.
 */
import { render, screen } from '@testing-library/react';
import { CLASS_MESSAGES } from '../../../src/domain/classes/classes';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { SPONSOR_MESSAGES } from '../../../src/domain/sponsors/sponsors';
import { createCatalogT } from '../../../src/i18n/catalogT';
import { areas as arAreas } from '../../../src/i18n/locales/ar/areas';
import { core as arCore } from '../../../src/i18n/locales/ar/core';
import { specTextKey } from '../../../src/i18n/specTextKeys';
import { MessageTextScope, provideShellMessages, useMessage } from '../../../src/views/shared/useMessage';
import { TranslationContext } from '../../../src/views/shared/useTranslation';
import { FormError } from '../../../src/views/ui/FormError';
import { TextField } from '../../../src/views/ui/TextField';

const arabic = createCatalogT({ ...arCore, ...arAreas }, 'ar');

function Shown({ message }: { readonly message: string }) {
  return <p data-testid="shown">{useMessage()(message)}</p>;
}

function inShell(ui: React.ReactNode, shell = true) {
  provideShellMessages(shell ? { keyOf: specTextKey, t: arabic } : null);
  return render(
    <TranslationContext.Provider value={arabic}>
      <MessageTextScope>{ui}</MessageTextScope>
    </TranslationContext.Provider>,
  );
}

afterEach(() => provideShellMessages(null));

test("a feature's message is shown in Arabic, line by line, and any other text as sent", () => {
  inShell(<Shown message={`${CLASS_MESSAGES.deleted}\nBiology 101\n${SPONSOR_MESSAGES.deleted}`} />);
  expect(screen.getByTestId('shown').textContent).toBe(
    `${arAreas.specTexts.class_deleted}\nBiology 101\n${arAreas.specTexts.sponsor_deleted}`,
  );
  expect(arAreas.specTexts.class_deleted).not.toBe(CLASS_MESSAGES.deleted);
});

test("a field's error and a form's error in SPEC's words are shown in Arabic", () => {
  inShell(
    <>
      <TextField
        label="Title"
        name="title"
        value=""
        onChange={() => undefined}
        error={CLASS_MESSAGES.deleted}
      />
      <FormError message={SPONSOR_MESSAGES.deleted} />
    </>,
  );
  expect(screen.getByText(arAreas.specTexts.class_deleted)).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(arAreas.specTexts.sponsor_deleted);
  expect(screen.queryByText(CLASS_MESSAGES.deleted)).not.toBeInTheDocument();
});

test("before the shell, the first paint's messages are translated and the features' are shown as they are", () => {
  inShell(
    <>
      <Shown message={MESSAGES.required} />
      <FormError message={CLASS_MESSAGES.deleted} />
    </>,
    false,
  );
  expect(screen.getByTestId('shown').textContent).toBe(arCore.messages.required);
  expect(screen.getByRole('alert')).toHaveTextContent(CLASS_MESSAGES.deleted);
});
