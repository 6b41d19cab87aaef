import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { PORTAL_TAG_PRESETS, PORTAL_TOKENS } from './portal-tokens.js';
import { PORTAL_THEME_SEED } from './theme.js';

describe('the tokens drawn without antd', () => {
  const derived = theme.getDesignToken({ token: PORTAL_THEME_SEED }) as unknown as Record<string, unknown>;

  it('are the ones antd derives from the portal theme', () => {
    for (const [name, value] of Object.entries(PORTAL_TOKENS)) expect([name, derived[name]]).toEqual([name, value]);
  });

  it('give each preset tag colour the shades antd uses', () => {
    for (const [color, shades] of Object.entries(PORTAL_TAG_PRESETS)) {
      expect([color, ...shades]).toEqual([color, derived[`${color}1`], derived[`${color}3`], derived[`${color}7`]]);
    }
  });
});
