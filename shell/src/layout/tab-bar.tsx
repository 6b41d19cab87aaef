import { Tabs } from 'antd';
import { useNavigate } from 'react-router';
import type { Tab } from './tabs-state.js';

/** The open screens; a click switches, the cross closes. */
export function TabBar(props: { tabs: Tab[]; activeKey: string; onClose: (key: string) => void }) {
  const navigate = useNavigate();
  return (
    <nav aria-label="Écrans ouverts">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        style={{ padding: '8px 16px 0', marginBottom: 0 }}
        activeKey={props.activeKey}
        items={props.tabs.map((tab) => ({ key: tab.key, label: tab.label, closable: props.tabs.length > 1 }))}
        onChange={(key) => {
          const tab = props.tabs.find((open) => open.key === key);
          if (tab) navigate(`/${tab.pathname}`);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') props.onClose(key);
        }}
      />
    </nav>
  );
}
