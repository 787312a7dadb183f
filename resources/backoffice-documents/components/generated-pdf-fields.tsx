/**
 * The fields of a generated PDF in the document issue form (./issue-form.tsx; docs/rules.md
 * R11.7; docs/architecture.md § The SPA): its text in both languages and its lines (label in both
 * languages, amount in rubles sent as kopecks), added and removed one by one. Inside the form, so
 * the server's errors land under them (`textRu`, `lines.0.amountKopecks`).
 */
import { Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';
import { kopecksField } from '../../../src/components/backoffice/kopecks-field';
import { requiredRules } from './issue-form-values';

/** The text and the lines of a generated PDF (the form's `source` is `generate`). */
export function GeneratedPdfFields() {
  const t = useTranslate();
  const required = requiredRules(t);
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="textRu" label={t('backoffice-documents.fields.textRu')}>
            <Input.TextArea rows={3} maxLength={5000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="textEn" label={t('backoffice-documents.fields.textEn')}>
            <Input.TextArea rows={3} maxLength={5000} />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map((fld) => (
              <Space key={fld.key} align="start" wrap>
                <Form.Item name={[fld.name, 'labelRu']} rules={required}>
                  <Input
                    placeholder={t('backoffice-documents.fields.lineRu')}
                    aria-label={t('backoffice-documents.fields.lineRu')}
                    maxLength={500}
                  />
                </Form.Item>
                <Form.Item name={[fld.name, 'labelEn']} rules={required}>
                  <Input
                    placeholder={t('backoffice-documents.fields.lineEn')}
                    aria-label={t('backoffice-documents.fields.lineEn')}
                    maxLength={500}
                  />
                </Form.Item>
                <Form.Item
                  name={[fld.name, 'amountKopecks']}
                  {...kopecksField}
                  rules={[...required, decimalRule(t, 2)]}
                >
                  <DecimalInput
                    min={0.01}
                    precision={2}
                    placeholder={t('backoffice-documents.fields.lineAmount')}
                    aria-label={t('backoffice-documents.fields.lineAmount')}
                  />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label={t('buttons.delete')} onClick={() => remove(fld.name)} />
              </Space>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add()}>
              {t('backoffice-documents.actions.addLine')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
