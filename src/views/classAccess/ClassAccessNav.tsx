/** Class Products' two lists, Grants and Products, as links; the one shown is marked current. */
import { useTranslation } from 'react-i18next';
import { PageLinks } from '../ui/PageLinks';

const HREF = { grants: '/class-access', products: '/class-access/products' } as const;

export function ClassAccessNav({ current }: { readonly current: keyof typeof HREF }) {
  const { t } = useTranslation();
  return (
    <PageLinks
      label={t('classAccess.navLabel')}
      current={HREF[current]}
      links={[
        { href: HREF.grants, label: t('classAccess.grants') },
        { href: HREF.products, label: t('classAccess.products') },
      ]}
    />
  );
}
