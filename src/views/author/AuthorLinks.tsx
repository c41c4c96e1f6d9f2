/**
 * An article's authors, each a link to their page (ADR 318), separated as the language lists names.
 *
 * @publicModule the desk's article screen and the Add Video dialog show an article's authors with it.
 */
import { Fragment } from 'react';
import { Link } from 'wouter';
import { authorPath } from '../../domain/author/authorName';
import { useApp } from '../AppContext';

export interface AuthorLinksProps {
  readonly names: readonly string[];
  /** In a dialog over unsaved work, the page opens in a new tab instead of leaving the work. */
  readonly newTab?: boolean;
}

export function AuthorLinks({ names, newTab = false }: AuthorLinksProps) {
  const { routePrefix } = useApp();
  return (
    <>
      {names.map((name, index) => (
        <Fragment key={`${name}-${index}`}>
          {index > 0 ? ', ' : null}
          {newTab ? (
            <a href={`${routePrefix}${authorPath(name)}`} target="_blank" rel="noopener" className={LINK}>
              <bdi>{name}</bdi>
            </a>
          ) : (
            <Link href={authorPath(name)} className={LINK}>
              <bdi>{name}</bdi>
            </Link>
          )}
        </Fragment>
      ))}
    </>
  );
}

const LINK = 'text-sky-800 underline hover:text-sky-900';
