/** A person's roles and state as tags (docs/rules.md R16.4). */
import { Space, Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { BackofficeUserRow } from '../../../src/contracts/backoffice-users';

export function UserRoles({ row }: { row: BackofficeUserRow }) {
  const t = useTranslate();
  return (
    <Space size={4} wrap>
      {row.roles.map((r) => (
        <Tag key={r}>{t(`backoffice-users.roles.${r}`)}</Tag>
      ))}
    </Space>
  );
}

export function UserState({ row }: { row: BackofficeUserRow }) {
  const t = useTranslate();
  const s = row.deleted ? 'deleted' : row.blocked ? 'blocked' : 'active';
  return (
    <Tag color={{ active: 'green', blocked: 'red', deleted: 'default' }[s]} data-testid="bo-user-state">
      {t(`backoffice-users.state.${s}`)}
    </Tag>
  );
}
