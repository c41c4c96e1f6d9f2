/**
 * The article form's fields: title, abstract, article type, section (those of the chosen type), subjects, topics,
 * and the authors with their institutions. A status that does not let the caller edit shows them read-only.
 */
import { useTranslation } from 'react-i18next';
import { ARTICLE_TYPES, type ArticleType } from '../../domain/content/content';
import type { ArticleEdit, ArticleFormValues } from '../../domain/publish/articleForm';
import type { DeskOptions } from '../../machines/publish/publishServices';
import { SelectField } from '../ui/SelectField';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import { ArticleAuthors } from './ArticleAuthors';
import { ArticleSubjects } from './ArticleSubjects';
import { typeKey } from './deskLabels';

export interface ArticleFieldsProps {
  readonly values: ArticleFormValues;
  readonly errors: Readonly<Record<string, readonly string[]>>;
  readonly options: DeskOptions;
  readonly editable: boolean;
  readonly onChange: (patch: Partial<ArticleFormValues>) => void;
  readonly onEdit: (edit: ArticleEdit) => void;
}

export function ArticleFields({ values, errors, options, editable, onChange, onEdit }: ArticleFieldsProps) {
  const { t } = useTranslation();
  const sections = options.sections.filter(
    (section) => section.articleType === values.articleType || section.id === values.sectionId,
  );
  return (
    <fieldset disabled={!editable} className="flex min-w-0 flex-col gap-4">
      <legend className="sr-only">{t('publish.editTitle')}</legend>
      <TextField
        name="title"
        label={t('publish.fieldTitle')}
        value={values.title}
        error={errors.title?.[0]}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextAreaField
        name="abstract"
        label={t('publish.fieldAbstract')}
        rows={6}
        value={values.abstract}
        error={errors.abstract?.[0]}
        onChange={(event) => onChange({ abstract: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="articleType"
          label={t('publish.fieldType')}
          value={values.articleType}
          options={ARTICLE_TYPES.map((type) => ({ value: type, label: t(typeKey(type)) }))}
          onChange={(event) => onChange({ articleType: event.target.value as ArticleType })}
        />
        <SelectField
          name="section"
          label={t('publish.fieldSection')}
          value={values.sectionId === null ? '' : String(values.sectionId)}
          placeholder={t('publish.noSection')}
          error={errors.sectionId?.[0]}
          options={sections.map((section) => ({
            value: String(section.id),
            label: section.domainTitle ? `${section.title} (${section.domainTitle})` : section.title,
          }))}
          onChange={(event) =>
            onChange({ sectionId: event.target.value ? Number(event.target.value) : null })
          }
        />
      </div>
      <ArticleSubjects
        chosenIds={values.subjectIds}
        subjects={options.subjects}
        onChange={(subjectIds) => onChange({ subjectIds })}
      />
      <TextAreaField
        name="topics"
        label={t('publish.fieldTopics')}
        description={t('publish.topicsHint')}
        rows={3}
        value={values.topics}
        error={Object.entries(errors).find(([key]) => key.startsWith('topics'))?.[1][0]}
        onChange={(event) => onChange({ topics: event.target.value })}
      />
      <ArticleAuthors values={values} errors={errors} onEdit={onEdit} />
    </fieldset>
  );
}
