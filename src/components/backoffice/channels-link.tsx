/**
 * A button to an object's calendar sync page, `/backoffice/channels/{id}` (docs/rules.md R18): the
 * objects list leads there (the occupancy chart's imported bars do too).
 */
import { useNavigate } from 'react-router';
import { Button, Tooltip } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';

export function ChannelsLink({ id }: { id: number }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const label = t('backoffice-channels.open');
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        icon={<CalendarOutlined />}
        aria-label={label}
        data-testid={`channels-link-${id}`}
        onClick={() => navigate(`/backoffice/channels/${id}`)}
      />
    </Tooltip>
  );
}
