'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert, Button, Card, Form, InputGroup, Table } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { api } from '@/lib/api/client';
import { createdDisplayLink, type DisplayLink, displayLinkBody, displayLinks } from '@/lib/contracts/display-links';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/toast';
import { serverFieldErrors } from '@/lib/api/field-errors';

const keys = (shopId: string) => ['display-links', shopId] as const;

/**
 * "Màn hình phòng chờ": the links that open the waiting room's TV on today's queue without a
 * sign-in. A new link is shown once to be copied or opened on the TV; revoking one stops its screen.
 */
export function DisplayLinksCard({ shopId }: { shopId: string }) {
  const t = useTranslations('profile.displays');
  const locale = useLocale();
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const headers = { 'shop-Id': shopId };
  const { data = [] } = useQuery({ queryKey: keys(shopId), queryFn: async () => displayLinks.parse((await api.get('/display-links', { headers })).data) });
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [made, setMade] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<DisplayLink | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys(shopId) });
  const create = useMutation({ mutationFn: async () => createdDisplayLink.parse((await api.post('/display-links', { name }, { headers })).data), meta: { silent: true } });
  const revoke = useMutation({ mutationFn: async (id: string) => api.delete(`/display-links/${id}`, { headers }) });
  const urlOf = (token: string) => `${window.location.origin}/${locale}/display/${token}`;

  const submit = () => {
    const parsed = displayLinkBody.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    create.mutate(undefined, {
      onSuccess: (link) => (setMade(urlOf(link.token)), setName(''), setError(undefined), void refresh()),
      onError: (e) => setError(serverFieldErrors(e)?.name ?? 'errors.generic'),
    });
  };

  return (
    <Card className="mt-4" as="section" aria-labelledby="displays-title">
      <Card.Header>
        <h2 id="displays-title" className="h6 mb-0">
          {t('title')}
        </h2>
      </Card.Header>
      <Card.Body>
        <p className="text-body-secondary small">{t('explain')}</p>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField id="display-name" label={t('name')} error={error}>
            <InputGroup hasValidation>
              <Form.Control value={name} maxLength={100} placeholder={t('namePlaceholder')} isInvalid={!!error} onChange={(e) => setName(e.target.value)} />
              <Button type="submit" disabled={create.isPending}>
                <i className="bi bi-tv me-1" aria-hidden="true" />
                {t('create')}
              </Button>
            </InputGroup>
          </FormField>
        </Form>
        {made && (
          <Alert variant="success" onClose={() => setMade(null)} dismissible>
            <div className="mb-1">{t('madeOnce')}</div>
            <InputGroup>
              <Form.Control readOnly value={made} aria-label={t('link')} onFocus={(e) => e.target.select()} />
              <Button variant="outline-success" onClick={() => void navigator.clipboard?.writeText(made).then(() => notify('success', t('copied')))}>
                {t('copy')}
              </Button>
              <a className="btn btn-success" href={made} target="_blank" rel="noreferrer">
                {t('open')}
              </a>
            </InputGroup>
          </Alert>
        )}
        {data.length > 0 && (
          <Table size="sm" className="mb-0 align-middle">
            <tbody>
              {data.map((l) => (
                <tr key={l.id} className={l.revokedAt ? 'text-body-secondary' : undefined}>
                  <td>{l.name}</td>
                  <td className="small">{formatDateTime(l.createdAt, timeZone)}</td>
                  <td className="small">{l.revokedAt ? t('revokedAt', { at: formatDateTime(l.revokedAt, timeZone) }) : t('live')}</td>
                  <td className="text-end">
                    {!l.revokedAt && (
                      <Button size="sm" variant="outline-danger" onClick={() => setRevoking(l)} aria-label={`${t('revoke')}: ${l.name}`}>
                        {t('revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
      <ConfirmDialog
        show={!!revoking}
        title={t('revoke')}
        body={t('revokeConfirm', { name: revoking?.name ?? '' })}
        confirmLabel={t('revoke')}
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => (setRevoking(null), void refresh()) })}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}
