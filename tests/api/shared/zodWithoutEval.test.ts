// As in both entry points: zod's configuration first, zod after.
import '../../../src/entries/zodWithoutEval';
import * as z from 'zod';

test('once the entry module ran, zod parses objects without ever making a Function (no eval for the CSP to report)', () => {
  const realFunction = globalThis.Function;
  let made = 0;
  globalThis.Function = new Proxy(realFunction, {
    construct(target, args: string[]) {
      made += 1;
      return Reflect.construct(target, args) as object;
    },
    apply(target, self, args: string[]) {
      made += 1;
      return Reflect.apply(target, self, args) as unknown;
    },
  });
  try {
    const Question = z.object({
      title: z.string(),
      options: z.array(z.object({ id: z.number(), text: z.string() })),
    });
    for (let i = 0; i < 50; i += 1)
      expect(
        Question.parse({ title: 'ATP', options: [{ id: i, text: 'Mitochondrion' }] }).options[0]!.id,
      ).toBe(i);
  } finally {
    globalThis.Function = realFunction;
  }
  expect(made).toBe(0);
  expect(z.config().jitless).toBe(true);
});
