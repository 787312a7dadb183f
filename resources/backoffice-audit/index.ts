/** The back-office audit log (issue #9; docs/rules.md R16.2): GET app/v1/backoffice/audit. */
import { createElement } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeAuditModule: ResourceModule = {
  resource: {
    name: 'backoffice-audit',
    list: '/backoffice/audit',
    meta: { ...BACKOFFICE_META, icon: createElement(AuditOutlined) },
  },
  routes: [
    { path: '/backoffice/audit', titleKey: 'backoffice-audit.titles.list', Component: page(() => import('./list')) },
  ],
};
