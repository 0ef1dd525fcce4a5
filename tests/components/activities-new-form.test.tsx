import { screen, waitFor, within } from '@testing-library/react';
import { NewActivityForm } from '@/features/activities/components/new-activity-form';
import { mockState } from '@/tests/msw/data';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { renderWithProviders, router, sessionFor } from '@/tests/support/render';
import { captureBodies } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// "Tạo hoạt động mới" at the front desk (issue 17 §2): the customer found by name or phone, one of
// their pets, the type, services found by name and medicine by name or code, sent to the queue or
// kept as a draft; with the single-user flow on, the activity's page opens next.

const { customers: C, pets: P } = MOCK_CATALOGUE;

async function pickCustomer(user: ReturnType<typeof renderScreen>['user'], typed: string, name: RegExp) {
  await user.type(screen.getByRole('combobox', { name: /^Khách hàng/ }), typed);
  await user.click(await screen.findByRole('option', { name }));
}

describe('new activity', () => {
  it('sends a visit of a customer’s pet with a service and a vaccine to the queue, priced from the catalogue', async () => {
    const posts = captureBodies('post', '/activities');
    const { user } = renderScreen(<NewActivityForm shopId={Q1} />, { path: shopPath(''), user: 'seller' });
    await pickCustomer(user, 'nguyen van an', /Nguyễn Văn An/);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Thú cưng/ }), P.lu);

    await user.type(screen.getByRole('combobox', { name: 'Thêm dịch vụ' }), 'sieu am');
    await user.click(await screen.findByRole('option', { name: /Siêu âm ổ bụng/ }));
    await user.type(screen.getByRole('combobox', { name: 'Thêm thuốc / sản phẩm' }), 'rabisin');
    await user.click(await screen.findByRole('option', { name: /Vaccine dại Rabisin/ }));
    const services = screen.getByRole('table', { name: 'Dịch vụ' });
    expect(within(services).getByText('Siêu âm ổ bụng')).toBeInTheDocument();
    expect(within(services).getByText('200.000 ₫')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Cách dùng: Vaccine dại Rabisin' }), 'Tiêm dưới da');

    await user.click(screen.getByRole('button', { name: 'Gửi vào hàng chờ' }));
    expect(await screen.findByText(/Đã tạo hoạt động DV\d{6}/)).toBeInTheDocument();
    expect(posts).toEqual([
      expect.objectContaining({
        customerId: C.an,
        petId: P.lu,
        type: 2,
        submit: true,
        services: [{ serviceId: expect.any(String), quantity: 1 }],
        products: [expect.objectContaining({ unitName: 'liều', quantity: 1, dosage: 'Tiêm dưới da' })],
      }),
    ]);
    const made = Object.values(mockState.activities).find((a) => a.petId === P.lu && a.status === 1 && a.services.some((l) => l.name === 'Siêu âm ổ bụng'));
    expect(made?.services[0].price).toBe(200_000);
    // ready for the next customer
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Khách hàng/ })).toHaveValue(''));
    expect(router.push).not.toHaveBeenCalled();
    // a long form typed key by key: more than the default 5 s on a loaded machine
  }, 20_000);

  it('says what is missing and sends nothing', async () => {
    const posts = captureBodies('post', '/activities');
    const { user } = renderScreen(<NewActivityForm shopId={Q1} />, { path: shopPath(''), user: 'seller' });
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findAllByText('Trường này là bắt buộc')).toHaveLength(2);
    expect(posts).toEqual([]);
  });

  it('with the single-user flow, opens the new activity’s page', async () => {
    const session = sessionFor('doctor', { isSingleUserFlowEnabled: true });
    const { user } = renderWithProviders(<NewActivityForm shopId={Q1} />, { session, pathname: shopPath('') });
    await user.type(screen.getByRole('combobox', { name: /^Khách hàng/ }), '0903111201');
    await user.click(await screen.findByRole('option', { name: /Nguyễn Văn An/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Thú cưng/ }), P.lu);
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^/vi/clinic-management/${Q1}/activities/[0-9a-f-]{36}$`))));
  });
});
