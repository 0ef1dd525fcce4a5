import { getTranslations } from 'next-intl/server';
import { VAT_KEYS } from '@/lib/enums/shops';
import { getSession } from '@/server/auth/get-session';
import { getDb } from '@/server/db/client';
import { findAccessibleShop } from '@/server/auth/shop-access';

export async function generateMetadata() {
  const t = await getTranslations('common');
  return { title: t('pageTitle', { product: t('product'), page: t('shopCard.title') }) };
}

// The shop's details as they appear on printed documents (header of receipts and reports).
export default async function ShopInfoPrintPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  const t = await getTranslations('common.shopCard');
  const session = (await getSession())!;
  const shop = (await findAccessibleShop(getDb(), session.user, shopId))!;
  return (
    <article className="report-sheet">
      <h1 className="h3 mb-1">{shop.name}</h1>
      <p className="mb-0">{shop.address}</p>
      <p>
        {t('phone')}: {shop.phone ?? '-'}
      </p>
      <h2 className="h5 mt-4">{t('payment')}</h2>
      <dl className="row">
        <dt className="col-4">{t('bankName')}</dt>
        <dd className="col-8">{shop.bankInfo.bankName ?? '-'}</dd>
        <dt className="col-4">{t('accountNumber')}</dt>
        <dd className="col-8">{shop.bankInfo.accountNumber ?? '-'}</dd>
        <dt className="col-4">{t('accountName')}</dt>
        <dd className="col-8">{shop.bankInfo.accountName ?? '-'}</dd>
        <dt className="col-4">{t('bankBranch')}</dt>
        <dd className="col-8">{shop.bankInfo.bankBranch ?? '-'}</dd>
      </dl>
      <h2 className="h5 mt-4">{t('vat')}</h2>
      <table className="table table-sm">
        <tbody>
          {VAT_KEYS.map((key) => (
            <tr key={key}>
              <th scope="row">{t(`vatLines.${key}`)}</th>
              <td>{shop.vatSettings[key]?.isEnabled ? `${shop.vatSettings[key].percent} %` : t('vatOff')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
