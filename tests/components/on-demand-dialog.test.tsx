import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionProvider } from 'next-auth/react';
import { NextIntlClientProvider } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryProvider } from '@/components/providers/query-provider';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import { MESSAGES } from '@/lib/i18n/messages';
import { mockUser } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { renderWithProviders, sessionFor } from '@/tests/support/render';

// The shared mechanism of components/ui/on-demand-dialog.tsx: a dialog opener cannot be clicked
// before the page has hydrated (the click would do nothing), and a click made while the dialog's
// code is still loading opens it once the code is there.

describe('a dialog loaded on demand', () => {
  it('shows that it is loading, then opens once its code has arrived', async () => {
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const Dialog = lazyDialog(async () => {
      await code;
      return function Loaded({ name }: { name: string }) {
        return <div role="dialog" aria-label={name} />;
      };
    });
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <OpenerButton onClick={() => setOpen(true)}>Mở</OpenerButton>
          <p>Nội dung trang</p>
          {open && <Dialog name="Hộp thoại" />}
        </>
      );
    }
    const view = renderWithProviders(<Page />);
    await view.user.click(screen.getByRole('button', { name: 'Mở' }));
    // the click is kept while the code loads; the page around the dialog stays as it was
    expect(screen.getByRole('status', { name: 'Đang tải…' })).toBeInTheDocument();
    expect(screen.getByText('Nội dung trang')).toBeVisible();
    await act(async () => arrive());
    expect(await screen.findByRole('dialog', { name: 'Hộp thoại' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the profile avatar badge', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  // the providers of the page, rendered by the server and then hydrated in the browser
  const session = sessionFor('owner');
  const tree = (children: ReactNode) => (
    <NextIntlClientProvider locale="vi" messages={MESSAGES.vi} timeZone="Asia/Ho_Chi_Minh">
      <SessionProvider session={session}>
        <QueryProvider>{children}</QueryProvider>
      </SessionProvider>
    </NextIntlClientProvider>
  );

  it('is disabled in the server HTML, enabled once hydrated, and its click then opens the dialog', async () => {
    server.use(...authHandlers(session));
    const user = mockUser('owner');
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(<ProfileHeader user={user} />));
    document.body.appendChild(container);
    const badge = within(container).getByRole('button', { name: 'Thay đổi hình đại diện' });
    // before hydration the badge has no handler: it must not take a click it would lose
    expect(badge).toBeDisabled();
    // and nothing of the dialog is in the page the server sent
    expect(within(container).queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => {
      root = hydrateRoot(container, tree(<ProfileHeader user={user} />), { onRecoverableError: (e) => { throw e; } });
    });
    await waitFor(() => expect(badge).toBeEnabled());
    await userEvent.setup().click(badge);
    expect(await screen.findByRole('dialog', { name: 'Thay đổi hình đại diện' })).toBeInTheDocument();
  });
});
