import { Activity, type ReactNode } from 'react';
import { TabScreen } from '../screens/tab-screen.js';
import { ScreenScope } from './screen-scope.js';
import { TabBar } from './tab-bar.js';
import type { Tab } from './tabs-state.js';

/**
 * The tab bar of open screens and each tab's screen kept mounted (hidden when not active). With no
 * active tab (`activeKey` null: the main route, a redirect), `children` show instead.
 *
 * A hidden screen keeps its state (a half-filled form, a list's page) but is inert: `<Activity>`
 * hides its dialogs and drawers too (they are portals to the page's body, outside the section) and
 * stops its effects — its queries' subscriptions, polling, camera, NFC reader and position watch —
 * until it shows again, when they start anew and read again what went stale meanwhile.
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
            <ScreenScope pathname={tab.pathname}>
              <Activity mode={tab.key === props.activeKey ? 'visible' : 'hidden'}>
                <TabScreen pathname={tab.pathname} />
              </Activity>
            </ScreenScope>
          </section>
        ))}
      </div>
    </>
  );
}
