/**
 * The design tokens antd derives from the portal's theme (`PORTAL_THEME_SEED`), for what is drawn
 * without antd: the tab bar, and the plain components a phone's first screen is made of (`plain/`).
 * Written out rather than computed, so that reading them loads no antd; `portal-tokens.test.ts` checks
 * them against antd's own derivation.
 */
export const PORTAL_TOKENS = {
  colorPrimary: '#1677ff',
  colorPrimaryHover: '#4096ff',
  colorPrimaryActive: '#0958d9',
  colorPrimaryBorder: '#91caff',
  colorText: 'rgba(0,0,0,0.88)',
  colorTextTertiary: 'rgba(0,0,0,0.45)',
  colorTextLightSolid: '#fff',
  colorBorder: '#d9d9d9',
  colorBorderSecondary: '#f0f0f0',
  colorBgContainer: '#ffffff',
  colorFillAlter: 'rgba(0,0,0,0.02)',
  colorFillSecondary: 'rgba(0,0,0,0.06)',
  colorFillQuaternary: 'rgba(0,0,0,0.02)',
  colorError: '#ff4d4f',
  colorErrorHover: '#ff7875',
  colorErrorActive: '#d9363e',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  colorSuccess: '#52c41a',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#faad14',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorInfo: '#1677ff',
  colorInfoBg: '#e6f4ff',
  colorInfoBorder: '#91caff',
  controlOutline: 'rgba(5,145,255,0.1)',
  colorErrorOutline: 'rgba(255,38,5,0.06)',
  borderRadius: 6,
  borderRadiusLG: 8,
  borderRadiusSM: 4,
  fontSize: 14,
  fontSizeSM: 12,
  fontSizeLG: 16,
  fontSizeHeading3: 24,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,\n'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol',\n'Noto Color Emoji'",
  lineHeight: 1.5714285714285714,
  controlHeight: 32,
  controlHeightLG: 40,
} as const;

/** antd's preset tag colours (background, border, text): its palettes' shades 1, 3 and 7. */
export const PORTAL_TAG_PRESETS: Record<string, readonly [string, string, string]> = {
  blue: ['#e6f4ff', '#91caff', '#0958d9'],
  orange: ['#fff7e6', '#ffd591', '#d46b08'],
  red: ['#fff1f0', '#ffa39e', '#cf1322'],
  green: ['#f6ffed', '#b7eb8f', '#389e0d'],
  lime: ['#fcffe6', '#eaff8f', '#7cb305'],
  volcano: ['#fff2e8', '#ffbb96', '#d4380d'],
  gold: ['#fffbe6', '#ffe58f', '#d48806'],
  purple: ['#f9f0ff', '#d3adf7', '#531dab'],
  magenta: ['#fff0f6', '#ffadd2', '#c41d7f'],
  cyan: ['#e6fffb', '#87e8de', '#08979c'],
  geekblue: ['#f0f5ff', '#adc6ff', '#1d39c4'],
};
