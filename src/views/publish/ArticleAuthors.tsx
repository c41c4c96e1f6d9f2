/**
 * An article's authors and the institutions they belong to, as repeatable rows: each institution a department and
 * a name; each author a name and a tick for each of the article's institutions they belong to.
 */
import { useTranslation } from 'react-i18next';
import type { ArticleEdit, ArticleFormValues } from '../../domain/publish/articleForm';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { TextField } from '../ui/TextField';

export interface ArticleAuthorsProps {
  readonly values: Pick<ArticleFormValues, 'authors' | 'institutions'>;
  /** The first message of each row's field, by its path (`authors.0.name`). */
  readonly errors: Readonly<Record<string, readonly string[]>>;
  readonly onEdit: (edit: ArticleEdit) => void;
}

export function ArticleAuthors({ values, errors, onEdit }: ArticleAuthorsProps) {
  const { t } = useTranslation();
  const { authors, institutions } = values;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('publish.institutions')}</legend>
        {institutions.length === 0 && <p className="text-sm text-slate-700">{t('publish.noInstitutions')}</p>}
        {institutions.map((institution, index) => {
          const number = index + 1;
          return (
            <div
              key={index}
              className="flex flex-wrap items-end gap-2"
              role="group"
              aria-label={t('publish.institution', { number })}
            >
              <TextField
                name={`institution-${index}`}
                label={t('publish.institutionTitle')}
                className="min-w-48 flex-1"
                value={institution.institutionTitle}
                error={errors[`institutions.${index}.institutionTitle`]?.[0]}
                onChange={(event) =>
                  onEdit({
                    type: 'institution.change',
                    index,
                    patch: { institutionTitle: event.target.value },
                  })
                }
              />
              <TextField
                name={`department-${index}`}
                label={t('publish.departmentTitle')}
                className="min-w-48 flex-1"
                value={institution.departmentTitle}
                onChange={(event) =>
                  onEdit({
                    type: 'institution.change',
                    index,
                    patch: { departmentTitle: event.target.value },
                  })
                }
              />
              <Button variant="ghost" onClick={() => onEdit({ type: 'institution.remove', index })}>
                {t('publish.removeInstitution', { number })}
              </Button>
            </div>
          );
        })}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => onEdit({ type: 'institution.add' })}
        >
          {t('publish.addInstitution')}
        </Button>
      </fieldset>
      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('publish.authors')}</legend>
        {authors.length === 0 && <p className="text-sm text-slate-700">{t('publish.noAuthors')}</p>}
        {authors.map((author, index) => {
          const number = index + 1;
          return (
            <div key={index} className="flex flex-col gap-2 rounded bg-slate-50 p-2">
              <div className="flex flex-wrap items-end gap-2">
                <TextField
                  name={`author-${index}`}
                  label={t('publish.authorName', { number })}
                  className="min-w-48 flex-1"
                  value={author.name}
                  error={errors[`authors.${index}.name`]?.[0]}
                  onChange={(event) => onEdit({ type: 'author.rename', index, name: event.target.value })}
                />
                <Button variant="ghost" onClick={() => onEdit({ type: 'author.remove', index })}>
                  {t('publish.removeAuthor', { number })}
                </Button>
              </div>
              {institutions.length > 0 && (
                <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
                  <legend className="text-sm text-slate-800">
                    {t('publish.authorInstitutions', { number })}
                  </legend>
                  {institutions.map((institution, at) => (
                    <CheckboxField
                      key={at}
                      label={institution.institutionTitle || t('publish.institution', { number: at + 1 })}
                      checked={author.institutionIndexes.includes(at)}
                      onChange={() => onEdit({ type: 'author.toggleInstitution', index, institution: at })}
                    />
                  ))}
                </fieldset>
              )}
            </div>
          );
        })}
        <Button variant="secondary" className="self-start" onClick={() => onEdit({ type: 'author.add' })}>
          {t('publish.addAuthor')}
        </Button>
      </fieldset>
    </div>
  );
}
