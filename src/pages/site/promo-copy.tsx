/**
 * A partner's "Copy" button for its promo code (docs/rules.md R6.13): an island of the
 * server-rendered partner page, in the antd theme; a message says whether the copy worked.
 */
import { Button, message } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Themed } from '../../components/themed';

function PromoCopy({ code }: { code: string }) {
  const { t } = useTranslation();
  // A local holder: the light shell has no antd <App> (it lives in the lazy Refine root).
  const [messageApi, messageHolder] = message.useMessage();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      void messageApi.success(t('site.copied'));
    } catch {
      void messageApi.error(t('site.copyFailed'));
    }
  };
  return (
    <>
      {messageHolder}
      <Button icon={<CopyOutlined />} onClick={() => void copy()}>
        {t('site.copy')}
      </Button>
    </>
  );
}

/** The island: the button in the portal's theme. */
export default function PromoCopyIsland({ code }: { code: string }) {
  return (
    <Themed>
      <PromoCopy code={code} />
    </Themed>
  );
}
