/** What a calculated question's save check says, in the reader's language (ADR 291). */
import type { TFunction } from 'i18next';
import type { CalculatedIssue } from '../domain/calculated';
import { FORMULA_REASONS } from '../domain/calculatedFormula';

export function calculatedIssueText(t: TFunction, issue: CalculatedIssue): string {
  switch (issue.code) {
    case 'noValue':
      return t('calculated.error_noValue');
    case 'minAboveMax':
      return t('calculated.error_minAboveMax', { name: issue.name });
    case 'noRange':
      return t('calculated.error_noRange', { name: issue.name });
    case 'noWildcard':
      return t('calculated.error_noWildcard');
    case 'formula': {
      const { message } = issue;
      if (message === FORMULA_REASONS.empty) return t('calculated.error_formulaEmpty');
      if (message === FORMULA_REASONS.parse) return t('calculated.error_formulaParse');
      if (message === FORMULA_REASONS.notAllowed) return t('calculated.error_formulaNotAllowed');
      const name = /\{(\w+)\}/.exec(message)?.[1];
      if (name) return t('calculated.error_unknownName', { name });
      const called = /calls (\w+)/.exec(message)?.[1];
      if (called) return t('calculated.error_unknownFunction', { name: called });
      return t('calculated.error_arguments', { name: /^(\w+)/.exec(message)?.[1] ?? '' });
    }
  }
}
