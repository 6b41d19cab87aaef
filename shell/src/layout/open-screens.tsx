import type { ReactNode } from 'react';
import { TabScreen } from '../screens/tab-screen.js';
import { TabBar } from './tab-bar.js';
import type { Tab } from './tabs-state.js';

/**
 * The tab bar of open screens and each tab's screen kept mounted (hidden when not active). With no
 * active tab (`activeKey` null: the main route, a redirect), `children` show instead.
 */
export function OpenScreens(props: {
  tabs: Tab[];
  activeKey: string | null;
  onClose: (key: string) => void;
  children?: ReactNode;
}) {
  return (
    <>
      <TabBar tabs={props.tabs} activeKey={props.activeKey ?? ''} onClose={props.onClose} />
      <div style={{ padding: 16 }}>
        {props.children}
        {props.tabs.map((tab) => (
          <section key={tab.key} hidden={tab.key !== props.activeKey} aria-label={tab.label}>
            <TabScreen pathname={tab.pathname} />
          </section>
        ))}
      </div>
    </>
  );
}
