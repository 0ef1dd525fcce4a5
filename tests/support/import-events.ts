import { io as connect, type Socket } from 'socket.io-client';
import type { ExcelUploadEvent, ImportResult } from '@/lib/contracts/spreadsheets';
import { SocketEvent, userRoom } from '@/lib/realtime/events';
import { call } from './api-client';
import { sheetForm, workbook } from './workbooks';

// The one realtime event an HTTP call raises today: EXCEL_UPLOAD progress of a sheet import, sent to
// the importing user's room. A client that sees an import's `done` stage received its events.

export interface EventListener {
  socket: Socket;
  /** resolves true once the import's `done` event arrives, false after `ms` */
  sawDone: (importId: string, ms: number) => Promise<boolean>;
  close: () => void;
}

/** A socket.io client of one server, in the user's room, keeping every EXCEL_UPLOAD event. */
export async function listenForImports(url: string, token: string, userId: string): Promise<EventListener> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const joined = await new Promise<{ ok: boolean }>((resolve) => socket.emit(SocketEvent.JOIN_ROOM, userRoom(userId), resolve));
  if (!joined.ok) throw new Error(`could not join ${userRoom(userId)}`);

  const done = new Set<string>();
  const waiters = new Map<string, () => void>();
  socket.on(SocketEvent.TO_CLIENT, (event: { type: string; data: ExcelUploadEvent }) => {
    if (event.type !== 'EXCEL_UPLOAD' || event.data.stage !== 'done') return;
    done.add(event.data.importId);
    waiters.get(event.data.importId)?.();
  });
  return {
    socket,
    sawDone: (importId, ms) =>
      new Promise<boolean>((resolve) => {
        if (done.has(importId)) return resolve(true);
        const timer = setTimeout(() => resolve(false), ms);
        waiters.set(importId, () => {
          clearTimeout(timer);
          resolve(true);
        });
      }),
    close: () => socket.disconnect(),
  };
}

const HEADERS = ['Mã sản phẩm', 'Mã vạch', 'Tên sản phẩm', 'Nhóm sản phẩm', 'Đơn vị tính', 'Giá bán', 'Giá vốn', 'Tồn tối thiểu', 'Đang kinh doanh'];

/** Imports a one-product sheet through `url`; returns its status and the import id its events carry. */
export async function importOneProduct(url: string, as: { token: string; shopId: string }, code: string): Promise<{ status: number; importId: string }> {
  const importId = crypto.randomUUID();
  const sheet = await workbook(HEADERS, [[code, null, `Sản phẩm ${code}`, 'Thuốc', 'hộp', 12000, 9000, 1, 'Có']]);
  const res = await call<ImportResult>(url, 'POST', '/products/import', { ...as, form: sheetForm(sheet, { importId }) });
  return { status: res.status, importId };
}
