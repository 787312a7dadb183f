/**
 * Refine notification provider: antd notifications through `useNotificationProvider` from
 * @refinedev/antd, used inside antd's `<App>` (src/refine-app.tsx). It is given to `<Refine>` in
 * src/refine-app.tsx, which is loaded lazily, so @refinedev/antd stays off the landing's path.
 */
export { useNotificationProvider } from '@refinedev/antd';
