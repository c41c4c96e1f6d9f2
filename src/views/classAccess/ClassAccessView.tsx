/**
 * /class-access (ADR 345): the grants list; /class-access/products, /class-access/products/new and
 * /class-access/products/{id}: the products list and a product's form.
 */
import { useRoute } from 'wouter';
import { GrantListView } from './GrantListView';
import { ProductFormView } from './ProductFormView';
import { ProductListView } from './ProductListView';

export default function ClassAccessView() {
  const [isNew] = useRoute('/class-access/products/new');
  const [isOne, params] = useRoute('/class-access/products/:id');
  const [isProducts] = useRoute('/class-access/products');
  const id = Number(params?.id);
  if (isNew) return <ProductFormView key="new" id={null} />;
  if (isOne && Number.isInteger(id) && id > 0) return <ProductFormView key={id} id={id} />;
  if (isProducts) return <ProductListView />;
  return <GrantListView />;
}
