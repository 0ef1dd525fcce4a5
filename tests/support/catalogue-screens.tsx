import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useLocale } from 'next-intl';
import { type ComponentProps, type ReactElement, useMemo, useSyncExternalStore } from 'react';
import { expect, vi } from 'vitest';
import { MOCK_IDS, type MockUserKey } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { nextNavigationMock } from './navigation';
import { renderWithProviders, router, sessionFor } from './render';
import { expectMessage, messageUnder, retype } from './staff-form';

// Shared setup of the catalogue screen tests (tests/components/catalogue-*.test.tsx): a catalogue
// page of the Quận 1 shop with a live URL query, the rows of its table, its row menu and delete
// confirmation, and the controls of its form dialog. The messages under fields: staff-form.tsx.

export const Q1 = MOCK_IDS.shops.q1;
export const shopPath = (sub: string) => `/vi/clinic-management/${Q1}${sub}`;

/**
 * `@/lib/i18n/navigation` for the tests. next-intl's createNavigation imports `next/navigation`
 * from node_modules, where the mock of components-setup.ts does not reach, so each catalogue test
 * mocks that module with this: links carry the locale, and the router is the test's router.
 *   vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);
 */
export const localeNavigation = {
  Link: ({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) => <a href={`/${useLocale()}${href}`} {...props} />,
  useRouter: () => {
    const locale = useLocale();
    return { ...router, push: (href: string) => router.push(`/${locale}${href}`) };
  },
  usePathname: () => '/',
  redirect: vi.fn(),
  getPathname: ({ href }: { href: string }) => href,
};

// The URL's query as useSearchParams reads it: set by `renderScreen`, moved by router.replace, so a
// filter put into the URL re-renders the list with it, as in the browser.
const url = { query: '', listeners: new Set<() => void>() };
const subscribe = (listener: () => void) => {
  url.listeners.add(listener);
  return () => url.listeners.delete(listener);
};
function useUrlSearchParams() {
  const query = useSyncExternalStore(subscribe, () => url.query);
  return useMemo(() => new URLSearchParams(query), [query]);
}

/** `/customers?search=an` → the route and its query, as useListParams reads them. */
export function renderScreen(ui: ReactElement, { path, user = 'owner' }: { path: string; user?: MockUserKey }) {
  const [pathname, query = ''] = path.split('?');
  url.query = query;
  vi.spyOn(nextNavigationMock, 'useSearchParams').mockImplementation(useUrlSearchParams);
  router.replace.mockImplementation((href) => {
    url.query = href.split('?')[1] ?? '';
    url.listeners.forEach((listener) => listener());
  });
  return renderWithProviders(ui, { session: sessionFor(user), pathname });
}

export type View = ReturnType<typeof renderScreen>;

/**
 * Renders a catalogue list page at `path`: the function made takes the query to add (`?search=an`)
 * and the user (the owner unless said otherwise), and answers once the first rows are in and the
 * loading row is gone.
 */
export function loadedListRenderer(ui: ReactElement, path: string) {
  return async (query = '', user: MockUserKey = 'owner') => {
    const view = renderScreen(ui, { path: `${path}${query}`, user });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByText('Đang tải…')).not.toBeInTheDocument());
    return view;
  };
}

/** The last URL the list put into the address bar, as `{ search: 'an' }`. */
export const lastQuery = () => Object.fromEntries(new URLSearchParams(router.replace.mock.lastCall?.[0].split('?')[1]));

/** The query strings the client sends to GET `path`; the default handler still answers. */
export function captureListQueries(path: string) {
  const queries: Array<Record<string, string>> = [];
  server.use(
    http.get(`*/api/v1${path}`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
    }),
  );
  return queries;
}

/** The table's body rows (the header row left out). */
export const bodyRows = () => screen.getAllByRole('row').slice(1);
/** The text of one column of the listed rows, the first by default. */
export const listed = (column = 0) => bodyRows().map((row) => within(row).getAllByRole('cell')[column].textContent);

/** Waits until the list shows exactly these texts in `column`. */
export async function expectListed(texts: string[], column = 0) {
  await waitFor(() => expect(listed(column)).toEqual(texts));
}

export const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

/** Picks an action of a row's "…" menu. */
export async function rowAction(view: View, name: string, action: string) {
  await view.user.click(screen.getByRole('button', { name: `Thao tác với ${name}` }));
  await view.user.click(await screen.findByRole('button', { name: action }));
}

/** Deletes a row through its menu and the confirmation, which names the record. */
export async function deleteRow(view: View, name: string) {
  await rowAction(view, name, 'Xóa');
  const confirm = await screen.findByRole('dialog', { name: 'Xác nhận xóa' });
  expect(confirm).toHaveTextContent(`Xóa “${name}”?`);
  await view.user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form dialog: its controls by their label (the required marker aside), and its save button. */
export function formDialog(title: string) {
  const dialog = screen.getByRole('dialog', { name: title });
  const q = within(dialog);
  const control = (label: string) => q.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));
  return { dialog, control, save: q.getByRole('button', { name: 'Lưu thay đổi' }) };
}

export type FormDialog = ReturnType<typeof formDialog>;

/** Opens a form with `button` and waits for its dialog. */
export async function openForm(view: View, button: string, title = button) {
  await view.user.click(screen.getByRole('button', { name: button }));
  await screen.findByRole('dialog', { name: title });
  return formDialog(title);
}

/** Types (or selects, for a select) each value into the control labelled by its key; '' empties it. */
export async function fillForm(view: View, form: FormDialog, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const control = form.control(label);
    if (control instanceof HTMLSelectElement) {
      await view.user.selectOptions(control, value);
      continue;
    }
    await retype(view.user, control, value);
  }
}

/**
 * Fills a valid form with one field changed and saves: the field's rule shows under it, under no
 * other field, and the form stays unsent (for a rule the form checks itself).
 */
export async function saveWithOneFieldWrong(view: View, form: FormDialog, valid: Record<string, string>, change: { label: string; value: string; message: string }) {
  await fillForm(view, form, { ...valid, [change.label]: change.value });
  await view.user.click(form.save);
  await expectMessage(form.control(change.label), change.message);
  for (const other of Object.keys(valid).filter((l) => l !== change.label)) expect(messageUnder(form.control(other))).toBeNull();
}
