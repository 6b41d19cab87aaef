import { App } from 'antd';
import { useEffect } from 'react';
import type { AntdAppApi } from './lazy-antd-app.js';

/** Hands the portal's antd App (its message, modal, notification) to a screen drawn without antd. */
export function AntdAppCapture(props: { onApp: (api: AntdAppApi) => void }) {
  const api = App.useApp();
  const { onApp } = props;
  useEffect(() => onApp(api), [api, onApp]);
  return null;
}
