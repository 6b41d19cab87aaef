import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/svc-*/**', '@portal/svc-*'], message: 'A service never imports another service.' }],
        },
      ],
    },
  },
  {
    // The battery is a whole-system test: it builds each service's app (never started) to read its
    // route table, so that a route missing from its catalogue fails it.
    files: ['deploy/battery/routes/live-routes.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
