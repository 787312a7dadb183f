/**
 * A content item's preview (docs/rules.md R16.5): the title, date, image, summary and text as the
 * site shows them, Russian and English side by side, drafts included; a link to the public page.
 */
import { Button, Col, Row, Space, Tag } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { Show } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Paragraphs } from '../../src/pages/site/content';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';

export default function ContentShow() {
  const t = useTranslate();
  const { query } = useEndpointShow(api['backoffice-content'].show);
  const r = query.data?.data;
  return (
    <Show
      isLoading={query.isLoading}
      canDelete={false}
      headerButtons={({ defaultButtons }) => (
        <Space wrap>
          {r?.publicPath && r.status === 'published' && (
            <Button icon={<ExportOutlined />} href={r.publicPath} target="_blank">
              {t('backoffice-content.actions.openPublic')}
            </Button>
          )}
          {defaultButtons}
        </Space>
      )}
    >
      {r && (
        <>
          <Space style={{ marginBottom: 16 }}>
            <Tag color={r.status === 'published' ? 'green' : 'default'} data-testid="bo-content-status">
              {t(`backoffice-content.status.${r.status}`)}
            </Tag>
            <span>{t(`backoffice-content.kinds.${r.kind}`)}</span>
            {r.status === 'published' && (
              <span className="muted-inline">
                {t('backoffice-content.fields.publishedAt')}: {formatServerTimestamp(r.publishedAt)}
              </span>
            )}
          </Space>
          <Row gutter={24}>
            {(['ru', 'en'] as const).map((l) => (
              <Col xs={24} md={12} key={l} lang={l}>
                <article className="site-page">
                  <Tag>{l.toUpperCase()}</Tag>
                  <h2>{r.title[l]}</h2>
                  {r.image && <img src={r.image} alt="" style={{ maxWidth: '100%' }} />}
                  <p className="lead">{r.summary[l]}</p>
                  <div className="prose">
                    <Paragraphs text={r.body[l]} />
                  </div>
                </article>
              </Col>
            ))}
          </Row>
        </>
      )}
    </Show>
  );
}
