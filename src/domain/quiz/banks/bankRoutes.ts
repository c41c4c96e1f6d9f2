/**
 * Which screen a path of the banks area opens (ADR 258): /banks is the one screen, where a bank is opened in place;
 * no path under it names a bank, so any other path opens the bank not-found, which leads back to the banks.
 */
import { pathSegments } from '../../access/roles';

const BANKS_PATH = '/banks';

type BankRoute = { readonly kind: 'banks' } | { readonly kind: 'notFound'; readonly back: string };

export function resolveBankRoute(path: string): BankRoute {
  return pathSegments(path).length <= 1 ? { kind: 'banks' } : { kind: 'notFound', back: BANKS_PATH };
}
