/**
 * /author/{name with spaces replaced by underscores} (SPEC section 2, ADR 318): the author's name, the institutions
 * their articles give, and their published articles, newest first. An address that names nobody is a not-found page.
 */
import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import type { AuthorPage } from '../../api/author/authorContract';
import { authorNameOf } from '../../domain/author/authorName';
import { HOME_PATH } from '../../domain/access/roles';
import { createAuthorServices } from '../../machines/author/authorServices';
import { useApp } from '../AppContext';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useRecordActor } from '../shared/useRecordActor';
import { AddressNotFound } from '../ui/AddressNotFound';
import { RecordScreen } from '../ui/RecordScreen';
import { AuthorArticles } from './AuthorArticles';

export default function AuthorView() {
  const [, params] = useRoute('/author/:name');
  const name = authorNameOf(params?.name ?? '');
  return name === null ? <AuthorNotFound /> : <AuthorScreen key={name} name={name} />;
}

function AuthorNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('author.notFoundTitle'));
  return (
    <AddressNotFound
      title={t('author.notFoundTitle')}
      text={t('author.notFound')}
      back={{ href: HOME_PATH, text: t('author.back') }}
    />
  );
}

function AuthorScreen({ name }: { readonly name: string }) {
  const { t } = useTranslation();
  const { http } = useApp();
  const record = useRecordActor(createAuthorServices(http), { request: name });
  useDocumentTitle(name);
  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <RecordScreen<AuthorPage>
        record={record}
        className="flex flex-col gap-6"
        failedText={t('author.loadFailed')}
        loadingLabel={t('author.loading')}
        notFoundTitle={t('author.notFoundTitle')}
        notFoundText={t('author.notFoundNamed', { name })}
      >
        {(page) => (
          <>
            <header className="flex flex-col gap-2">
              <p className="text-sm font-medium text-slate-600">{t('author.title')}</p>
              <h1 className="text-2xl font-bold text-slate-900">
                <bdi>{page.name}</bdi>
              </h1>
              {page.institutions.length > 0 && (
                <ul aria-label={t('author.institutions')} className="flex flex-col text-slate-700">
                  {page.institutions.map((institution) => (
                    <li key={`${institution.departmentTitle}|${institution.institutionTitle}`}>
                      <bdi>
                        {institution.departmentTitle
                          ? t('author.institution', {
                              department: institution.departmentTitle,
                              institution: institution.institutionTitle,
                            })
                          : institution.institutionTitle}
                      </bdi>
                    </li>
                  ))}
                </ul>
              )}
            </header>
            <AuthorArticles articles={page.articles} />
          </>
        )}
      </RecordScreen>
    </section>
  );
}
