/**
 * /documents/create/add-object (docs/rules.md R11.5): picks one of the caller's objects for a
 * document request and returns to /documents/create with it (`?objectId=`) and with the request's
 * draft it was given (router state), so the form keeps what was typed.
 */
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, Card, List, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { useDocumentObjects, type RequestDraftState } from './components/use-document-objects';
import { LinkButton } from '../../src/components/link-button';

export default function AddObjectPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const state = useLocation().state as RequestDraftState | null;
  const { objects, loading } = useDocumentObjects();
  return (
    <Card
      title={
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {t('documents.titles.addObject')}
        </Typography.Title>
      }
      extra={
        <LinkButton to="/documents/create" state={state} icon={<ArrowLeftOutlined />}>
          {t('documents.titles.create')}
        </LinkButton>
      }
    >
      {loading ? <Skeleton active /> : null}
      {!loading && !objects.length ? (
        <Alert type="warning" showIcon message={t('documents.messages.noObjects')} />
      ) : null}
      {objects.length ? (
        <List
          dataSource={objects}
          renderItem={(o) => (
            <List.Item
              actions={[
                <Button
                  key="pick"
                  type="primary"
                  onClick={() => navigate(`/documents/create?objectId=${o.id}`, { state })}
                >
                  {t('documents.actions.chooseObject')}
                </Button>,
              ]}
            >
              <List.Item.Meta avatar={<HomeOutlined />} title={o.title} />
            </List.Item>
          )}
        />
      ) : null}
    </Card>
  );
}
