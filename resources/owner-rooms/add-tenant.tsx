/**
 * /my-rooms/{id}/add-tenant (`add-tenant`, docs/rules.md R12.4): the add-tenant form with this room
 * chosen. Tenants are added by the owner only to a self-administered room; a room under the MC's
 * management says so instead of offering the form, as connect-to-control does for its case.
 */
import { useTranslate } from '@refinedev/core';
import { RentForm } from '../rents/forms';
import { NotApplicable, RoomFormCard, RoomPage } from './components/room-page';

export default function RoomAddTenantPage() {
  const t = useTranslate();
  return (
    <RoomPage>
      {(r) =>
        r.management === 'self' ? (
          <RentForm objectId={r.id} />
        ) : (
          <RoomFormCard room={r} title={t('owner-rooms.titles.addTenant')}>
            <NotApplicable message={t('owner-rooms.hints.addTenantNotSelf')} testId="add-tenant-blocked" />
          </RoomFormCard>
        )
      }
    </RoomPage>
  );
}
