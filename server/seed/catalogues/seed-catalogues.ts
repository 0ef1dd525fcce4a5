import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { services } from '../../db/schema/services';
import { suppliers } from '../../db/schema/suppliers';
import { customers } from '../../db/schema/customers';
import { petWeights, pets } from '../../db/schema/pets';
import { type CustomerSeed, makeCustomers } from './make-customers';
import { HANOI_PLACES, HCM_PLACES, type Place, SOUTH_SAIGON_PLACES } from './people-data';
import { PRODUCTS, type ProductSeed, STARTER_PRODUCTS } from './product-data';
import { type SeededRandom, seededRandom } from './seeded-random';
import { SERVICES, type ServiceSeed, STARTER_SERVICES } from './service-data';
import { HANOI_SUPPLIERS, SUPPLIERS, type SupplierSeed } from './supplier-data';

const BATCH = 250;
const chunks = <T>(rows: readonly T[]) => Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));

/** A valid EAN-13 with Vietnam's 893 prefix. */
function barcode(rnd: SeededRandom, taken: Set<string>): string {
  for (;;) {
    const body = `893${String(rnd.int(0, 999_999_999)).padStart(9, '0')}`;
    const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
    const code = body + ((10 - (sum % 10)) % 10);
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

interface ShopCatalogue {
  shopId: string;
  customers: number;
  places: readonly Place[];
  city: string;
  firstNames?: readonly string[];
  services: readonly ServiceSeed[];
  products: readonly ProductSeed[];
  suppliers: readonly SupplierSeed[];
}

async function insertCustomers(tx: DbOrTx, seed: CustomerSeed) {
  for (const rows of chunks(seed.customers)) await tx.insert(customers).values(rows);
  for (const rows of chunks(seed.pets)) await tx.insert(pets).values(rows);
  for (const rows of chunks(seed.weights)) await tx.insert(petWeights).values(rows);
}

async function seedShop(tx: DbOrTx, rnd: SeededRandom, phones: Set<string>, shop: ShopCatalogue) {
  const { shopId } = shop;
  await insertCustomers(tx, makeCustomers(rnd, { shopId, count: shop.customers, places: shop.places, city: shop.city, phones, firstNames: shop.firstNames }));
  await tx.insert(services).values(shop.services.map((s) => ({ shopId, name: s.name, serviceGroup: s.group, price: s.price, unit: s.unit, description: s.description ?? null, isActive: s.isActive ?? true })));
  const barcodes = new Set<string>();
  for (const rows of chunks(shop.products)) {
    await tx.insert(products).values(
      rows.map((product) => {
        const { name, unit, salePrice, minimumStock } = product;
        // a product keeps its code in every branch; its stock and cost come in through the demo imports
        const code = `SP${String(PRODUCTS.indexOf(product) + 1).padStart(4, '0')}`;
        return { shopId, name, unit, salePrice, minimumStock, code, barcode: product.hasBarcode ? barcode(rnd, barcodes) : null, productGroup: product.group };
      }),
    );
  }
  if (shop.suppliers.length) await tx.insert(suppliers).values(shop.suppliers.map((s) => ({ ...s, shopId })));
}

/**
 * The demo catalogues (issue 5): a full one for Quận 1 (customers with pets, the price list, the
 * goods, the suppliers) and a starter set for Quận 7 and Happy Pet Hà Nội. Same data on every run.
 */
export async function seedCatalogues(tx: DbOrTx, shopIds: { q1: string; q7: string; hanoi: string }): Promise<void> {
  const rnd = seededRandom(20_260_501);
  const phones = new Set<string>();
  const starter = { customers: 5, services: STARTER_SERVICES, products: STARTER_PRODUCTS };
  await seedShop(tx, rnd, phones, {
    shopId: shopIds.q1,
    customers: 56,
    places: HCM_PLACES,
    city: 'TP.HCM',
    firstNames: ['Nguyễn Văn An', 'Trần Thị Bích Ngọc', 'Lê Hoàng Phúc'],
    services: SERVICES,
    products: PRODUCTS,
    suppliers: SUPPLIERS,
  });
  await seedShop(tx, rnd, phones, { shopId: shopIds.q7, ...starter, places: SOUTH_SAIGON_PLACES, city: 'TP.HCM', suppliers: SUPPLIERS.slice(0, 2) });
  await seedShop(tx, rnd, phones, { shopId: shopIds.hanoi, ...starter, places: HANOI_PLACES, city: 'Hà Nội', suppliers: HANOI_SUPPLIERS });
}
