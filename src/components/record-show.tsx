/**
 * The frame of one record's page in the account (docs/architecture.md § The SPA): Refine's `<Show>`
 * without breadcrumb and back arrow, the way back to the list as a button, and the page's `<h1>`.
 */
import type { ReactNode } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Show } from '@refinedev/antd';
import { LinkButton } from './link-button';
import { PageTitle } from './page-title';

/**
 * A record's page.
 *
 * @param resource - the Refine resource.
 * @param id - the record's id.
 * @param back - the list the page goes back to: path and translated label.
 * @param title - the page's title (an `<h1>`).
 * @param buttons - more header buttons, before the way back.
 */
export function RecordShow({
  resource,
  id,
  back,
  title,
  buttons,
  children,
}: {
  resource: string;
  id: number | string;
  back: { to: string; label: string };
  title: ReactNode;
  buttons?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Show
      resource={resource}
      recordItemId={id}
      breadcrumb={false}
      goBack={false}
      headerButtons={
        <>
          {buttons}
          <LinkButton to={back.to} icon={<ArrowLeftOutlined />}>
            {back.label}
          </LinkButton>
        </>
      }
      title={<PageTitle>{title}</PageTitle>}
    >
      {children}
    </Show>
  );
}
