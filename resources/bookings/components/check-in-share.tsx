/**
 * The shared check-in link (docs/rules.md R20.2): the booker creates it (a new one revokes the old,
 * after a confirmation) and copies it to the companions; the token is shown once, right after it
 * is made, and works until the end of the check-out day.
 */
import { useState } from 'react';
import { App, Button, Popconfirm, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import { hotelDateTime } from '../../../src/domain/hotel-time';

/** The block (`check-in-share` test id). `linkExpiresAt`: the current link's expiry, if any. */
export function CheckInShare({ bookingId, linkExpiresAt }: { bookingId: number; linkExpiresAt: string | null }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const { mutate, isPending } = useEndpointMutation(api['check-in'].createLink);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const create = () =>
    mutate(
      { params: { id: bookingId } },
      {
        onSuccess: ({ data }) =>
          setLink({ url: `${window.location.origin}/check-in/${data.token}`, expiresAt: data.expiresAt }),
        onError: (e) => void message.error(e.message),
      },
    );
  const expires = link?.expiresAt ?? linkExpiresAt;
  // A link exists: a new one revokes it, so it is made after a confirmation.
  const renew = !!expires;
  return (
    <section style={{ marginTop: 32 }} data-testid="check-in-share">
      <h2 style={{ fontSize: 20 }}>{t('checkIn.shareTitle')}</h2>
      <p className="muted-inline">{t('checkIn.shareHint')}</p>
      {link ? (
        <Typography.Paragraph
          copyable={{ text: link.url, tooltips: [t('checkIn.shareCopy'), t('checkIn.shareCopied')] }}
        >
          <code data-testid="check-in-link">{link.url}</code>
        </Typography.Paragraph>
      ) : null}
      {expires ? (
        <p className="muted-inline">
          {t('checkIn.shareExpires', { date: hotelDateTime(new Date(expires)).slice(0, 10) })}
        </p>
      ) : null}
      {renew ? (
        <Popconfirm title={t('checkIn.shareRenewConfirm')} onConfirm={create}>
          <Button loading={isPending}>{t('checkIn.shareRenew')}</Button>
        </Popconfirm>
      ) : (
        <Button loading={isPending} onClick={create}>
          {t('checkIn.shareCreate')}
        </Button>
      )}
    </section>
  );
}
