/** The public navigation as a drawer for phones and tablets (loaded on first open). */
import type { ReactNode } from 'react';
import { Button, Drawer, Space } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export default function MobileMenu({
  open,
  onClose,
  links,
  onCallback,
}: {
  open: boolean;
  onClose: () => void;
  links: ReactNode;
  onCallback: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} title={t('nav.menu')} placement="right" width={300}>
      <Space direction="vertical" size="large">
        {links}
        <Button icon={<PhoneOutlined />} onClick={onCallback}>
          {t('nav.callback')}
        </Button>
      </Space>
    </Drawer>
  );
}
