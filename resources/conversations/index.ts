/**
 * The Refine resource `conversations` (docs/rules.md R23): a person's conversations with the
 * management company /conversations and one thread /conversations/{id}. Roles from the policy
 * table (row `conversations`).
 */
import { createElement } from 'react';
import { rolesFor } from '../../src/domain/access';
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';
import { ConversationsSiderIcon } from './widgets';

/** Its pages, each loaded with the strings of the area conversations (src/locales/areas). */
const page = lazyPages('conversations');

export const conversationsModule = resourceModule(page, {
  name: 'conversations',
  base: '/conversations',
  meta: { icon: createElement(ConversationsSiderIcon), roles: rolesFor('conversations', 'list'), parent: 'account' },
  pages: {
    list: () => import('./list'),
    show: () => import('./show'),
  },
});
