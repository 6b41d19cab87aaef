import { useInsertionEffect } from 'react';
import { PORTAL_TAG_PRESETS, PORTAL_TOKENS as t } from '../ui/portal-tokens.js';

const FONT = `font-family:${t.fontFamily.replace(/\n/g, ' ')};font-size:${t.fontSize}px;line-height:${t.lineHeight};color:${t.colorText};box-sizing:border-box;`;

const ALERTS = {
  info: [t.colorInfoBg, t.colorInfoBorder, t.colorInfo],
  success: [t.colorSuccessBg, t.colorSuccessBorder, t.colorSuccess],
  warning: [t.colorWarningBg, t.colorWarningBorder, t.colorWarning],
  error: [t.colorErrorBg, t.colorErrorBorder, t.colorError],
} as const;

/** The status colours of a tag (antd's `success`, `processing`…), beside its preset palettes. */
const TAG_STATUSES = { success: ALERTS.success, processing: ALERTS.info, warning: ALERTS.warning, error: ALERTS.error };

/**
 * The plain components' stylesheet: antd's look (its tokens, sizes and states) for the few
 * components a phone's first screen is made of, without antd's code or its styles generated at run
 * time. One sheet, inserted once, before the first plain component is laid out.
 */
const CSS = [
  `.pl-btn{${FONT}display:inline-flex;align-items:center;justify-content:center;gap:8px;height:${t.controlHeight}px;padding:4px 15px;border:1px solid ${t.colorBorder};border-radius:${t.borderRadius}px;background:${t.colorBgContainer};box-shadow:0 2px 0 rgba(0,0,0,0.02);white-space:nowrap;cursor:pointer;touch-action:manipulation;user-select:none;transition:color .2s,background .2s,border-color .2s}`,
  `.pl-btn:hover{color:${t.colorPrimaryHover};border-color:${t.colorPrimaryHover}}`,
  `.pl-btn:active{color:${t.colorPrimaryActive};border-color:${t.colorPrimaryActive}}`,
  `.pl-btn:focus-visible{outline:4px solid ${t.colorPrimaryBorder};outline-offset:1px}`,
  `.pl-btn:disabled{cursor:not-allowed;color:rgba(0,0,0,0.25);background:rgba(0,0,0,0.04);border-color:${t.colorBorder};box-shadow:none}`,
  `.pl-btn-lg{height:${t.controlHeightLG}px;padding:7px 15px;font-size:${t.fontSizeLG}px;border-radius:${t.borderRadiusLG}px}`,
  `.pl-btn-block{display:flex;width:100%}`,
  `.pl-btn-icon{width:${t.controlHeight}px;padding:0}`,
  `.pl-btn-wrap{height:auto;white-space:normal}`,
  `.pl-btn-primary{color:${t.colorTextLightSolid};background:${t.colorPrimary};border-color:transparent;box-shadow:0 2px 0 ${t.controlOutline}}`,
  `.pl-btn-primary:hover{color:${t.colorTextLightSolid};background:${t.colorPrimaryHover};border-color:transparent}`,
  `.pl-btn-primary:active{color:${t.colorTextLightSolid};background:${t.colorPrimaryActive};border-color:transparent}`,
  `.pl-btn-danger{color:${t.colorTextLightSolid};background:${t.colorError};border-color:transparent;box-shadow:0 2px 0 ${t.colorErrorOutline}}`,
  `.pl-btn-danger:hover{color:${t.colorTextLightSolid};background:${t.colorErrorHover};border-color:transparent}`,
  `.pl-btn-danger:active{color:${t.colorTextLightSolid};background:${t.colorErrorActive};border-color:transparent}`,
  `.pl-btn-text{border-color:transparent;background:transparent;box-shadow:none}`,
  `.pl-btn-text:hover{color:${t.colorText};background:${t.colorFillSecondary};border-color:transparent}`,
  `.pl-tag{${FONT}display:inline-flex;align-items:center;gap:7px;margin-inline-end:8px;padding-inline:7px;font-size:${t.fontSizeSM}px;line-height:20px;white-space:nowrap;background:${t.colorFillQuaternary};border:1px solid ${t.colorBorder};border-radius:${t.borderRadiusSM}px}`,
  ...Object.entries({ ...PORTAL_TAG_PRESETS, ...TAG_STATUSES }).map(
    ([name, [bg, border, text]]) => `.pl-tag-${name}{background:${bg};border-color:${border};color:${text}}`,
  ),
  `.pl-alert{${FONT}display:flex;align-items:flex-start;gap:8px;padding:8px 12px;border:1px solid;border-radius:${t.borderRadiusLG}px}`,
  `.pl-alert-described{gap:12px;padding:20px 24px}`,
  `.pl-alert-described .pl-alert-icon{font-size:24px;line-height:1}`,
  `.pl-alert-described .pl-alert-message{margin-bottom:4px;font-size:${t.fontSizeLG}px}`,
  `.pl-alert-content{flex:1;min-width:0;overflow-wrap:anywhere}`,
  ...Object.entries(ALERTS).map(
    ([type, [bg, border, icon]]) =>
      `.pl-alert-${type}{background:${bg};border-color:${border}}.pl-alert-${type} .pl-alert-icon{color:${icon}}`,
  ),
  `.pl-card{${FONT}background:${t.colorBgContainer};border:1px solid ${t.colorBorderSecondary};border-radius:${t.borderRadiusLG}px}`,
  `.pl-card-head{display:flex;align-items:center;gap:8px;min-height:56px;padding:0 24px;border-bottom:1px solid ${t.colorBorderSecondary};font-weight:600;font-size:${t.fontSizeLG}px}`,
  `.pl-card-title{flex:1;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}`,
  `.pl-card-body{padding:24px}`,
  `.pl-desc{margin:0}`,
  `.pl-desc>div{display:flex;padding-bottom:8px}`,
  `.pl-desc dt{color:${t.colorTextTertiary};white-space:nowrap}`,
  `.pl-desc dt::after{content:':';margin:0 8px 0 2px}`,
  `.pl-desc dd{flex:1;min-width:0;margin:0;overflow-wrap:anywhere}`,
  `.pl-title{${FONT}margin:0 0 0.5em;font-weight:600;font-size:${t.fontSizeHeading3}px;line-height:1.3333}`,
  `.pl-stack{display:flex;flex-direction:column;gap:8px;width:100%}`,
  `.pl-placeholder{display:flex;flex-direction:column;gap:16px;padding:4px 0}`,
  `.pl-placeholder>div{height:16px;border-radius:${t.borderRadiusSM}px;background:${t.colorFillSecondary}}`,
  `.pl-placeholder>div:first-child{width:38%}`,
  `.pl-placeholder>div:last-child{width:61%}`,
].join('\n');

let inserted = false;

/** Puts the plain components' stylesheet in the page once (before layout: React's insertion effect). */
export function usePlainStyles(): void {
  useInsertionEffect(() => {
    if (inserted) return;
    inserted = true;
    const sheet = document.createElement('style');
    sheet.dataset['portal'] = 'plain';
    sheet.textContent = CSS;
    document.head.appendChild(sheet);
  }, []);
}
