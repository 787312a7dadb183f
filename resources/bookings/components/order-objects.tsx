/**
 * The objects of a booking (docs/rules.md R5.6–R5.7): the chosen ones with their capacity (each
 * added one removable), the total capacity, and — once dates are chosen — a picker of other
 * objects of the same kind free for those dates (GET app/v1/objects, cheapest first).
 */
import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ObjectItem, ObjectKind } from '../../../src/contracts/objects';
import { api } from '../../../src/contracts/api';
import { useEndpointQuery } from '../../../providers/endpoints';
import { priceKeys } from '../../../src/domain/objects';
import { totalCapacity } from '../../../src/domain/bookings';
import type { ChosenObject } from './order-values';
import { useMoney } from './use-money';

/** The chosen objects (`chosen[0]` is the page's object) and the way to add or remove more. */
export function OrderObjects(props: {
  chosen: ChosenObject[];
  kind: ObjectKind;
  checkIn: string;
  checkOut: string;
  nights: number;
  onAdd: (o: ObjectItem) => void;
  onRemove: (id: number) => void;
}) {
  const { chosen, nights } = props;
  const { t } = useTranslation();
  const m = useMoney();
  const [toAdd, setToAdd] = useState<number | undefined>();
  const othersQ = useEndpointQuery(api.objects.list, {
    query: {
      kind: props.kind,
      checkIn: props.checkIn,
      checkOut: props.checkOut,
      _start: 0,
      _end: 50,
      _sort: 'price',
      _order: 'asc',
    },
    enabled: nights > 0,
  });
  const others = (othersQ.query.data?.data.data ?? []).filter((o) => !chosen.some((c) => c.id === o.id));
  const label = (o: ObjectItem) =>
    `${o.title} · ${o.buildingName} · ${t('objects.capacityValue', { count: o.capacity })} · ${t(priceKeys(o.kind).per, { amount: m(o.pricePerNightKopecks) })}`;

  return (
    <>
      <h2 style={{ fontSize: 20 }}>{t('bookings.objects')}</h2>
      <ul className="price-lines" aria-label={t('bookings.objects')}>
        {chosen.map((c, i) => (
          <li key={c.id}>
            <span>
              {c.title} · {t('objects.capacityValue', { count: c.capacity })}
            </span>
            {i > 0 ? (
              <Button size="small" icon={<DeleteOutlined />} onClick={() => props.onRemove(c.id)}>
                {t('bookings.removeObject')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="muted-inline">{t('bookings.capacity', { count: totalCapacity(chosen.map((c) => c.capacity)) })}</p>
      {nights > 0 ? (
        <Space.Compact style={{ width: '100%', maxWidth: 520, marginBottom: 24 }}>
          <Select
            aria-label={t('bookings.addObject')}
            placeholder={t('bookings.addObject')}
            value={toAdd}
            onChange={setToAdd}
            loading={othersQ.query.isLoading}
            style={{ flex: 1 }}
            options={others.map((o) => ({ value: o.id, label: label(o) }))}
          />
          <Button
            icon={<PlusOutlined />}
            disabled={!toAdd}
            onClick={() => {
              const o = others.find((x) => x.id === toAdd);
              if (o) props.onAdd(o);
              setToAdd(undefined);
            }}
          >
            {t('bookings.addObject')}
          </Button>
        </Space.Compact>
      ) : null}
    </>
  );
}
