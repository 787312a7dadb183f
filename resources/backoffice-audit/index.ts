/** The back-office audit log (issue #9; docs/rules.md R16.2): GET app/v1/backoffice/audit. */
import { createElement, lazy } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';

export const backofficeAuditModule: ResourceModule = {
  resource: {
    name: 'backoffice-audit',
    list: '/backoffice/audit',
    meta: { ...BACKOFFICE_META, icon: createElement(AuditOutlined) },
  },
  routes: [
    { path: '/backoffice/audit', titleKey: 'backoffice-audit.titles.list', Component: lazy(() => import('./list')) },
  ],
};
