import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ProductImportPage } from '@/features/product-imports/components/product-import-page';
import { api } from '@/lib/api/client';
import { formatVnd } from '@/lib/format';
import { type ProductImport, productImportResponse } from '@/lib/contracts/product-imports';
import { MOCK_CATALOGUE, on } from '@/tests/msw/catalogue-data';
import { mockState, type MockUserKey } from '@/tests/msw/data';
import { Q1, renderScreen, shopPath, type View } from './catalogue-screens';
import { signInAs } from './mock-api-calls';
import { retype } from './staff-form';

// Shared setup of the supplier import screens' tests (tests/components/product-imports-*.test.tsx):
// imports made through the mock API, the import page of the Quận 1 shop, and its pickers, lines
// and sums as a user finds them: by role and by label.

export const PR = MOCK_CATALOGUE.products;
export const SU = MOCK_CATALOGUE.suppliers;

/** Quận 1's one import of the mock world: the opening stock from Dược thú y SG, 60 % paid. */
export const openingImport = () => Object.values(mockState.books.imports).find((i) => i.shopId === Q1)!;

/** An import of Quận 1 made through the mock API by `by`, dated `day` days into 2025 (so the list's order is known). */
export async function makeImport(body: Record<string, unknown>, day: number, by: MockUserKey = 'owner'): Promise<ProductImport> {
  signInAs(by);
  const made = productImportResponse.parse((await api.post('/product-imports', body)).data);
  mockState.books.imports[made.id].createdAt = on(day);
  return made;
}

/** One line of `quantity` base units at `unitCost`. */
export const line = (productId: string, unitName: string, quantity: number, unitCost: number) => ({ productId, unitName, quantity, unitCost });

/** A product of Quận 1 also counted in boxes of 10 (the mock catalogue has base units only). */
export function withBoxesOfTen(productId: string) {
  mockState.products[productId].units = [{ name: 'hộp', factor: 10 }];
}

/** The import page: new, or the import `id`; waits for its title. */
export async function renderImportPage(id?: string, user: MockUserKey = 'owner'): Promise<View> {
  const view = renderScreen(<ProductImportPage shopId={Q1} importId={id} />, { path: shopPath(id ? `/product-imports/${id}` : '/product-imports/new'), user });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** Types into a combobox by its label and picks the option whose text starts with `option`. */
export async function pickOption(view: View, label: string, typed: string, option: string) {
  await retype(view.user, screen.getByRole('combobox', { name: label }), typed);
  await view.user.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }));
}

export const pickSupplier = (view: View, typed: string, option: string) => pickOption(view, 'Nhà cung cấp Trường bắt buộc nhập', typed, option);
export const productSearch = () => screen.getByRole('combobox', { name: 'Thêm sản phẩm' });

/** Types into the product search and presses Enter, as a scanner or a quick typist does. */
export async function typeAndEnter(view: View, text: string) {
  await view.user.clear(productSearch());
  await view.user.type(productSearch(), `${text}{Enter}`);
}

/** The fields of line `n` (1-based) of product `name`. */
export function lineGroup(n: number, name: string) {
  const group = screen.getByRole('group', { name: `Dòng ${n}: ${name}` });
  const q = within(group);
  const field = (label: string) => q.getByLabelText(new RegExp(`^${label}( \\*)?$`));
  return { group, field };
}

/** An amount as a text matcher reads it: formatVnd's no-break space as the plain space the matcher sees. */
export const vnd = (amount: number) => formatVnd(amount).replace(/\s/g, ' ');

/** The amount shown beside a sum's label ("Tổng cần trả"). */
export const sum = (label: string) => screen.getByRole('definition', { name: label });

export async function expectSum(label: string, text: string) {
  await waitFor(() => expect(sum(label)).toHaveTextContent(text));
}
