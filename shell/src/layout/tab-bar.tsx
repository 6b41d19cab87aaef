import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { afterPaint, PORTAL_TOKENS as token } from '@portal/kit/core';
import type { Tab } from './tabs-state.js';

/** The keys that move between tabs (WAI-ARIA tabs pattern, activation follows focus). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Scrolls the strip sideways, if it overflows, so that the card is whole in view. */
function bringIntoView(strip: HTMLElement, card: HTMLElement): void {
  if (strip.scrollWidth <= strip.clientWidth) return;
  const start = card.offsetLeft;
  if (start < strip.scrollLeft) strip.scrollLeft = start;
  else if (start + card.offsetWidth > strip.scrollLeft + strip.clientWidth) {
    strip.scrollLeft = start + card.offsetWidth - strip.clientWidth;
  }
}

/**
 * The open screens as card tabs; a click (or the arrow keys) switches, the cross closes. Drawn by
 * hand rather than with antd's `Tabs`, which measures every tab in a layout effect (a forced layout
 * of the whole page in the portal's first commit, then a second render) to place its ink bar and its
 * overflow menu: here the tabs scroll sideways when they overflow, and the active one is brought into
 * the strip's view after the paint.
 */
export function TabBar(props: { tabs: Tab[]; activeKey: string; onClose: (key: string) => void }) {
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  const closable = props.tabs.length > 1;

  // The active tab scrolled into the strip's view, sideways only (the page itself does not move), once
  // the frame is painted: measured any sooner, the page would be laid out in the middle of its render.
  useEffect(
    () =>
      afterPaint(() => {
        const strip = list.current;
        const card = strip?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.parentElement;
        if (strip && card) bringIntoView(strip, card);
      }),
    [props.activeKey, props.tabs.length],
  );

  const open = (tab: Tab) => navigate(`/${tab.pathname}`);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = props.tabs[move(index, props.tabs.length)];
    if (!next) return;
    list.current?.querySelector<HTMLElement>(`[data-tab-key="${CSS.escape(next.key)}"]`)?.focus();
    open(next);
  };

  const cardStyle = (active: boolean): CSSProperties => ({
    display: 'flex',
    alignItems: 'center',
    flex: 'none',
    marginBottom: -1,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderBottomColor: active ? token.colorBgContainer : token.colorBorderSecondary,
    borderRadius: `${token.borderRadius}px ${token.borderRadius}px 0 0`,
    background: active ? token.colorBgContainer : token.colorFillAlter,
  });
  const labelStyle = (active: boolean): CSSProperties => ({
    border: 'none',
    background: 'none',
    padding: '4px 8px',
    font: 'inherit',
    fontSize: token.fontSize,
    color: active ? token.colorPrimary : token.colorText,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  });
  const closeStyle: CSSProperties = {
    border: 'none',
    background: 'none',
    padding: '4px 8px 4px 0',
    fontSize: token.fontSizeSM,
    color: token.colorTextTertiary,
    cursor: 'pointer',
  };

  return (
    <nav aria-label="Écrans ouverts" style={{ padding: '8px 16px 0' }}>
      <div
        ref={list}
        role="tablist"
        style={{
          position: 'relative',
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          scrollbarWidth: 'thin',
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {props.tabs.map((tab, index) => {
          const active = tab.key === props.activeKey;
          return (
            <div key={tab.key} style={cardStyle(active)}>
              <button
                type="button"
                role="tab"
                data-tab-key={tab.key}
                aria-selected={active}
                tabIndex={active ? 0 : -1}
                style={labelStyle(active)}
                onClick={() => open(tab)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.label}
              </button>
              {closable && (
                <button
                  type="button"
                  aria-label={`Fermer l’onglet ${tab.label}`}
                  title="Fermer"
                  style={closeStyle}
                  onClick={() => props.onClose(tab.key)}
                >
                  <CloseOutlined />
                </button>
              )}
            </div>
          );
        })}
      </div>
    </nav>
  );
}
