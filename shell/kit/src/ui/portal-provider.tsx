import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import frFR from 'antd/locale/fr_FR';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import type { ReactNode } from 'react';
import { queryClient } from './query-client.js';
import { PORTAL_PRIMARY_COLOR } from './theme.js';

dayjs.locale('fr');

/** French everywhere (antd and pro-components in `fr_FR`, dayjs `fr`) and the shared query cache. */
export function PortalProvider(props: { children: ReactNode }) {
  return (
    <ConfigProvider locale={frFR} theme={{ token: { colorPrimary: PORTAL_PRIMARY_COLOR, borderRadius: 6 } }}>
      <AntdApp>
        <QueryClientProvider client={queryClient}>{props.children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
