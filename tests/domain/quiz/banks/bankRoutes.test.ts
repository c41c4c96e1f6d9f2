import { resolveBankRoute } from '../../../../src/domain/quiz/banks/bankRoutes';

test('/banks is the one screen of the banks area', () => {
  expect(resolveBankRoute('/banks')).toEqual({ kind: 'banks' });
  expect(resolveBankRoute('/banks/?q=x')).toEqual({ kind: 'banks' });
});

test.each(['/banks/999999', '/banks/1', '/banks/abc', '/banks/1/categories'])(
  '%s names no bank: the not-found leads back to the banks',
  (path) => {
    expect(resolveBankRoute(path)).toEqual({ kind: 'notFound', back: '/banks' });
  },
);
