import { notFound } from 'next/navigation';
import { pageMetadata } from '@/components/layout/coming-soon';
import { CustomerDetailPage } from '@/features/customers/components/customer-detail-page';
import { idParams } from '@/lib/contracts/params';

export const generateMetadata = () => pageMetadata('categories.customers');

export default async function ShopCustomerPage({ params }: { params: Promise<{ shopId: string; id: string }> }) {
  const { shopId, id } = await params;
  if (!idParams.safeParse({ id }).success) notFound();
  return <CustomerDetailPage shopId={shopId} customerId={id} />;
}
