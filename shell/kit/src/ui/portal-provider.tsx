import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import frFR from 'antd/locale/fr_FR';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import type { ReactNode } from 'react';
import { portalStyleCache } from './kept-styles.js';
import { queryClient } from './query-client.js';
import { AntdProvided } from './antd-scope.js';
import { PORTAL_THEME_SEED } from './theme.js';

dayjs.locale('fr');

/** A user whose system asks for less motion gets none: dialogs, menus and messages appear at once. */
const REDUCED_MOTION =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const THEME = { token: { ...PORTAL_THEME_SEED, motion: !REDUCED_MOTION } };

/**
 * French everywhere (antd and pro-components in `fr_FR`, dayjs `fr`) and the shared query cache; antd's
 * styles go to a cache the portal can keep for its next opening (`keepStyles`); no animation for a user
 * who asked his system for reduced motion.
 */
export function PortalProvider(props: { children: ReactNode }) {
  return (
    <StyleProvider cache={portalStyleCache}>
      <ConfigProvider locale={frFR} theme={THEME}>
        <AntdApp>
          <QueryClientProvider client={queryClient}>
            <AntdProvided.Provider value={true}>{props.children}</AntdProvided.Provider>
          </QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </StyleProvider>
  );
}
