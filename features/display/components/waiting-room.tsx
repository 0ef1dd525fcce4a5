'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import axios from 'axios';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { DISPLAY_TOKEN_HEADER, type DisplayTicket, displayQueue } from '@/lib/contracts/display-links';
import { ActivityStatus } from '@/lib/enums/activities';
import { DISPLAY_QUEUE_CHANGED } from '@/lib/realtime/events';
import { createDisplaySocket } from '@/lib/realtime/socket-client';

const STATUS: Record<number, { key: 'waiting' | 'inProgress' | 'done'; className: string }> = {
  [ActivityStatus.WAITING]: { key: 'waiting', className: 'bg-warning-subtle text-warning-emphasis' },
  [ActivityStatus.IN_PROGRESS]: { key: 'inProgress', className: 'bg-primary-subtle text-primary-emphasis' },
  [ActivityStatus.COMPLETED]: { key: 'done', className: 'bg-success-subtle text-success-emphasis' },
};

/**
 * The waiting room's TV: today's queue by ticket in large type (readable from five metres), the
 * pet's name, its services and how far they are; told of every change through the display socket,
 * and checked every minute in case a message was missed. Nothing names or reaches the customer.
 */
export function WaitingRoom({ token }: { token: string }) {
  const t = useTranslations('activities.display');
  const queryClient = useQueryClient();
  const [online, setOnline] = useState(true);
  const queryKey = ['display-queue', token];
  const { data, error } = useQuery({
    queryKey,
    queryFn: async () => displayQueue.parse((await axios.get('/api/v1/display/queue', { headers: { [DISPLAY_TOKEN_HEADER]: token } })).data),
    refetchInterval: 60_000,
    retry: (count, e) => !(axios.isAxiosError(e) && e.response?.status === 404) && count < 3,
  });
  useEffect(() => {
    let closed = false;
    let socket: Awaited<ReturnType<typeof createDisplaySocket>> | null = null;
    void createDisplaySocket(token).then((s) => {
      if (closed) return void s.disconnect();
      socket = s;
      s.on(DISPLAY_QUEUE_CHANGED, () => void queryClient.invalidateQueries({ queryKey: ['display-queue', token] }));
      s.on('connect', () => setOnline(true));
      s.on('disconnect', () => setOnline(false));
    });
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }, [token, queryClient]);

  if (axios.isAxiosError(error) && error.response?.status === 404) {
    return <main className="vh-100 d-flex align-items-center justify-content-center fs-2 p-5 text-center">{t('revoked')}</main>;
  }
  return (
    <main className="min-vh-100 p-4 bg-body-tertiary">
      <header className="d-flex justify-content-between align-items-center mb-4">
        <h1 className="display-5 fw-bold mb-0">{data?.shopName}</h1>
        <div className="fs-2 text-body-secondary">
          {t('title')}
          {!online && <span className="ms-3 fs-5 text-warning-emphasis">{t('offline')}</span>}
        </div>
      </header>
      {data && data.tickets.length === 0 && <p className="fs-1 text-center text-body-secondary mt-5">{t('empty')}</p>}
      <div className="row g-4">
        {data?.tickets.map((ticket) => <Ticket key={ticket.ticketNo} ticket={ticket} />)}
      </div>
    </main>
  );
}

function Ticket({ ticket }: { ticket: DisplayTicket }) {
  const t = useTranslations('activities.display');
  const status = STATUS[ticket.status] ?? STATUS[ActivityStatus.WAITING];
  return (
    <div className="col-12 col-md-6 col-xl-4">
      <article className={`rounded-4 p-4 h-100 ${status.className}`} aria-label={`${t('ticket')} ${ticket.ticketNo}`}>
        <div className="d-flex align-items-baseline gap-3">
          <span className="display-3 fw-bold">{ticket.ticketNo}</span>
          <span className="display-6 fw-semibold text-truncate">{ticket.petName}</span>
        </div>
        <div className="fs-4 text-truncate">{ticket.services.join(', ')}</div>
        <div className="fs-3 fw-semibold mt-2">
          {t(status.key)}
          {ticket.status === ActivityStatus.IN_PROGRESS && ticket.lines > 1 && <span className="ms-2 fs-4 fw-normal">({t('progress', { done: ticket.done, lines: ticket.lines })})</span>}
        </div>
      </article>
    </div>
  );
}
