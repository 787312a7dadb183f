/** The back-office form inbox (docs/rules.md R16.7): call-backs, feedback and questions; a request's page. */
import { createElement } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeFormsModule: ResourceModule = {
  resource: {
    name: 'backoffice-forms',
    list: '/backoffice/forms',
    show: '/backoffice/forms/:id',
    meta: { ...BACKOFFICE_META, icon: createElement(InboxOutlined) },
  },
  routes: [
    { path: '/backoffice/forms', titleKey: 'backoffice-forms.titles.list', Component: page(() => import('./list')) },
    {
      path: '/backoffice/forms/:id',
      titleKey: 'backoffice-forms.titles.list',
      Component: page(() => import('./show')),
    },
  ],
};
