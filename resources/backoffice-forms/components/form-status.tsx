/** A form request's state as a tag (docs/rules.md R16.7). */
import { Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { FormStatus } from '../../../src/domain/forms';

const COLORS: Record<FormStatus, string> = { new: 'red', in_progress: 'gold', done: 'green' };

export function FormStatusTag({ status }: { status: FormStatus }) {
  const t = useTranslate();
  return (
    <Tag color={COLORS[status]} data-testid="bo-form-status">
      {t(`backoffice-forms.status.${status}`)}
    </Tag>
  );
}
