import { screen, waitFor, within } from '@testing-library/react';
import { PetsPage } from '@/features/pets/components/pets-page';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { captureListQueries, deleteRow, expectListed, lastQuery, listed, loadedListRenderer, Q1, renderScreen, rowAction, rowOf, shopPath } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Thú cưng (issue 5): the shop's pets by name (Vietnamese order: Mực before Mướp) with their owner, found by the pet or by the owner,
// filtered by species and status through the URL, and every shop role adding, editing and deleting
// them. The pet form: catalogue-pets-form; one pet's page: catalogue-pet-detail.

const { customers: C, pets: P } = MOCK_CATALOGUE;
const PATH = shopPath('/pets');

const renderPets = loadedListRenderer(<PetsPage shopId={Q1} />, PATH);

const ALL_BY_NAME = ['Bông', 'Bơ', 'Ki', 'Lu', 'Milo', 'Mimi', 'Mực', 'Mướp', 'Susu Ngừng sử dụng', 'Sữa', 'Tôm', 'Vàng'];

describe('pet list', () => {
  it('shows “Đang tải…” until the first page comes, then the shop’s twelve pets by name with their owner', async () => {
    const queries = captureListQueries('/pets');
    renderScreen(<PetsPage shopId={Q1} />, { path: PATH });
    expect(screen.getByRole('cell', { name: 'Đang tải…' })).toBeInTheDocument();

    await screen.findByRole('link', { name: 'Milo' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tên thú cưng', 'Chủ nuôi', 'Loài', 'Giống', 'Giới tính', 'Tuổi', 'Tình trạng', 'Thao tác']);
    expect(listed()).toEqual(ALL_BY_NAME);
    const milo = rowOf('Milo');
    for (const cell of ['Chó', 'Golden Retriever', 'Đực', 'Còn sống']) expect(within(milo).getByRole('cell', { name: cell })).toBeInTheDocument();
    expect(within(milo).getByRole('cell', { name: /^\d+ tuổi$/ })).toBeInTheDocument();
    expect(within(milo).getByRole('link', { name: 'Milo' })).toHaveAttribute('href', `${PATH}/${P.milo}`);
    expect(within(milo).getByRole('link', { name: 'Hoàng Thu Giang' })).toHaveAttribute('href', shopPath(`/customers/${C.giang}`));
    expect(within(milo).getByText('0987666705')).toBeInTheDocument();
    // no birth date, no age; a lost pet and a dead one say so
    expect(within(rowOf('Sữa')).getAllByRole('cell')[5]).toHaveTextContent(/^-$/);
    expect(within(rowOf('Mực')).getByText('Thất lạc')).toBeInTheDocument();
    expect(within(rowOf('Vàng')).getByText('Đã mất')).toBeInTheDocument();
    expect(rowOf('Susu Ngừng sử dụng')).toHaveClass('row-inactive');
    // Happy Pet Hà Nội's Mochi is not this shop's
    expect(screen.queryByRole('link', { name: 'Mochi' })).not.toBeInTheDocument();
    expect(screen.getByText('1–12 trên 12')).toBeInTheDocument();
    expect(queries).toEqual([{ page: '1', limit: '20' }]);
  });

  it('puts what is typed into the URL as search= and lists the matches', async () => {
    const view = await renderPets();
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'golden');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`${PATH}?search=golden`, { scroll: false }));
    await expectListed(['Milo']);
  });

  it.each([
    ['by its breed without accents', 'phoc soc', ['Mực']],
    ['by its microchip', '985112004567801', ['Lu']],
    ['by the owner’s phone typed with spaces', '0966 234 510', ['Mimi', 'Vàng']],
    ['by the owner’s name', 'dang ngoc', ['Mimi', 'Vàng']],
  ])('starting with ?search= asks for it and lists only the matches (%s)', async (_case, search, names) => {
    const queries = captureListQueries('/pets');
    await renderPets(`?${new URLSearchParams({ search })}`);
    await expectListed(names);
    expect(queries).toEqual([{ page: '1', limit: '20', search }]);
    expect(screen.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveValue(search);
  });

  it('filters by species and by status through the URL, each going back to page 1', async () => {
    const queries = captureListQueries('/pets');
    const view = await renderPets('?page=2&limit=10');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Loài' }), 'Mèo');
    expect(lastQuery()).toEqual({ limit: '10', species: 'cat' });
    await expectListed(['Bông', 'Mimi', 'Mướp', 'Susu Ngừng sử dụng', 'Sữa']);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Loài' }), 'Tất cả loài');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Tình trạng' }), 'Đã mất');
    expect(lastQuery()).toEqual({ limit: '10', status: '2' });
    await expectListed(['Vàng']);
    expect(queries.at(-1)).toEqual({ page: '1', limit: '10', status: '2' });
  });

  it('says so when no pet matches', async () => {
    await renderPets('?species=other&status=3');
    expect(await screen.findByRole('cell', { name: 'Không có dữ liệu phù hợp.' })).toBeInTheDocument();
    expect(screen.getByText('0–0 trên 0')).toBeInTheDocument();
  });

  it('sorts by age through the URL: the oldest first, the pet without a birth date last', async () => {
    const view = await renderPets();
    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Tuổi' }));
    expect(lastQuery()).toEqual({ sort: 'birthDate:asc' });
    await waitFor(() => expect(listed().slice(0, 3)).toEqual(['Vàng', 'Milo', 'Susu Ngừng sử dụng']));
    expect(listed().at(-1)).toBe('Sữa');
    expect(screen.getByRole('columnheader', { name: 'Tuổi' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('pages through the URL: ten a page, then the last two', async () => {
    const view = await renderPets('?limit=10');
    expect(screen.getByText('1–10 trên 12')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(lastQuery()).toEqual({ limit: '10', page: '2' });
    await expectListed(['Tôm', 'Vàng']);
    expect(screen.getByText('11–12 trên 12')).toBeInTheDocument();
  });

  it('opens a pet’s page from the row menu', async () => {
    const view = await renderPets();
    await rowAction(view, 'Milo', 'Xem chi tiết');
    expect(router.push).toHaveBeenCalledWith(`${PATH}/${P.milo}`);
  });

  it.each(['seller', 'doctor', 'spa', 'accountant'] as const)('lets a %s add, import and edit pets, but leaves deleting them to the shop admin', async (user) => {
    const view = await renderPets('', user);
    expect(screen.getByRole('button', { name: 'Thêm thú cưng' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nhập Excel' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Thao tác với Ki' }));
    for (const action of ['Xem chi tiết', 'Sửa']) expect(await screen.findByRole('button', { name: action })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xóa' })).not.toBeInTheDocument();
  });

  it('deletes a pet without activity after confirmation; its owner keeps the other', async () => {
    const view = await renderPets();
    await deleteRow(view, 'Mướp');
    expect(await screen.findByText('Đã xóa “Mướp”.')).toBeVisible();
    expect(mockState.pets[P.muop]).toBeUndefined();
    expect(mockState.pets[P.lu]).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Mướp' })).not.toBeInTheDocument());
  });

  it('deactivates instead a pet an activity refers to (Lu)', async () => {
    const view = await renderPets();
    await deleteRow(view, 'Lu');
    expect(await screen.findByText('Thú cưng đã có phiếu hoạt động nên không thể xóa; thú cưng đã được chuyển sang ngừng hoạt động')).toBeVisible();
    expect(mockState.pets[P.lu]).toMatchObject({ isActive: false });
    await waitFor(() => expect(rowOf('Lu Ngừng sử dụng')).toHaveClass('row-inactive'));
  });
});
