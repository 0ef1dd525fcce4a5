import { sql } from 'drizzle-orm';
import { ProductGroup } from '@/lib/enums/products';
import type { Db } from '../../db/client';
import { hashed, pickFrom } from './generated-rows';

// What a pet shop's goods are called: a kind of product, a brand and a pack size, per product group.
const KINDS: ReadonlyArray<{ group: number; unit: string; kinds: string[]; brands: string[]; sizes: string[] }> = [
  { group: ProductGroup.SALE_GOODS, unit: 'gói', kinds: ['Pate cho mèo', 'Pate cho chó', 'Hạt cho mèo', 'Hạt cho chó', 'Bánh thưởng', 'Sữa bột cho chó con'], brands: ['Whiskas', 'Royal Canin', 'Me-O', 'SmartHeart', 'Pedigree', 'Ganador', 'Catsrang', 'Nutrience', 'Reflex', 'Zenith'], sizes: ['85g', '400g', '1kg', '1,5kg', '3kg', '10kg'] },
  { group: ProductGroup.MEDICINE, unit: 'viên', kinds: ['Thuốc tẩy giun', 'Viên nhai trị ve', 'Kháng sinh', 'Men tiêu hóa', 'Vitamin tổng hợp'], brands: ['Drontal', 'NexGard', 'Bravecto', 'Biosub', 'Virbac', 'Bayer', 'Zoetis'], sizes: ['2–5kg', '5–10kg', '10–20kg', '20–40kg', 'hộp 10 viên'] },
  { group: ProductGroup.MEDICAL_SUPPLIES, unit: 'cái', kinds: ['Kim tiêm', 'Ống truyền dịch', 'Băng gạc', 'Găng tay y tế', 'Loa chống liếm'], brands: ['Vinahankook', 'B. Braun', 'Terumo', 'Bảo Thạch', 'Kruuse'], sizes: ['size S', 'size M', 'size L', 'hộp 100', '1ml', '3ml'] },
  { group: ProductGroup.CHEMICALS, unit: 'chai', kinds: ['Sữa tắm', 'Xịt khử mùi', 'Dung dịch sát khuẩn', 'Nước rửa tai', 'Dầu xả lông'], brands: ['Bioline', 'Fay', 'Joyce & Dolls', 'SOS', 'Povidine', 'Yú'], sizes: ['100ml', '200ml', '300ml', '500ml', '1 lít'] },
  { group: ProductGroup.OTHER, unit: 'cái', kinds: ['Vòng cổ', 'Dây dắt', 'Bát ăn inox', 'Đồ chơi gặm', 'Cát vệ sinh', 'Nệm ngủ'], brands: ['Trixie', 'Kong', 'Ferplast', 'Petkit', 'Hello Pet'], sizes: ['S', 'M', 'L', 'XL', '5 lít', '10 lít'] },
];

/**
 * Products number `from`…`to` of a shop, made by the database: a code SP0000001…, a unique EAN-13
 * barcode with Vietnam's 893 prefix, a name from its group's kinds, brands and sizes, and prices.
 * Stock and cost start at zero: they only ever come in through the stock ledger (insert-stock-history.ts).
 */
export async function insertProducts(db: Db, shopId: string, from: number, to: number): Promise<void> {
  const kindOf = sql`(i % ${KINDS.length})`;
  const field = (pick: (k: (typeof KINDS)[number]) => ReturnType<typeof sql>) =>
    sql`case ${kindOf} ${sql.join(KINDS.map((k, index) => sql`when ${index} then ${pick(k)}`), sql` `)} end`;
  const name = sql`${field((k) => pickFrom(k.kinds, 'kind'))} || ' ' || ${field((k) => pickFrom(k.brands, 'brand'))} || ' ' || ${field((k) => pickFrom(k.sizes, 'size'))}`;
  const group = field((k) => sql`${k.group}::smallint`);
  const unit = field((k) => sql`${k.unit}`);
  // 893 + i × 3¹⁸ mod 10⁹ (a different 9-digit body for every i below 10⁹) + its EAN-13 check digit
  const body = sql`'893' || lpad(((i::bigint * 387420489) % 1000000000)::text, 9, '0')`;
  const price = sql`(10 + ${hashed('price', 490)}) * 1000`;
  await db.execute(sql`
    insert into products (shop_id, code, barcode, name, product_group, unit, sale_price, minimum_stock, created_at)
    select ${shopId}, 'SP' || lpad(i::text, 7, '0'),
      g.body || (10 - (select sum(substr(g.body, k, 1)::int * (case when k % 2 = 0 then 3 else 1 end)) from generate_series(1, 12) as k) % 10) % 10,
      g.name, g.product_group, g.unit, g.price, ${hashed('minimum', 20)},
      now() - ${hashed('age', 1500)} * interval '1 day'
    from generate_series(${from}::int, ${to}::int) as i,
      lateral (select ${body} as body, ${name} as name, ${group} as product_group, ${unit} as unit, ${price} as price) as g`);
}
