// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** The import direction of STYLE.md: domain → api → machines → views; server may use domain and api only. */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((group) => ({
          group: [group.pattern],
          message: `${message} ${group.why}`,
          allowTypeImports: group.types ?? false,
        })),
      },
    ],
  },
});

const ui = { pattern: 'react', why: '(no React here)' };
const reactDom = { pattern: 'react-dom*', why: '(no React here)' };
const xstate = { pattern: 'xstate', why: '(no XState here)' };
const xstateReact = { pattern: '@xstate/*', why: '(no XState here)' };
const api = { pattern: '**/api/**', why: '(domain imports no API code)' };
const machines = { pattern: '**/machines/**', why: '(imports flow domain → api → machines → views)' };
const views = { pattern: '**/views/**', why: '(imports flow domain → api → machines → views)' };
/** A question type's server part (ADR 323): readers, writers, the SCORM player, the model's prompt. */
const serverPart = { pattern: '**/server/**', why: '(server code never enters the console bundle)' };

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'storage',
      '.parcel-cache',
      'coverage',
      'docs',
      'tests/.artifacts',
      '.tmp',
      '.server-build',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Where React can be: the layer rules below keep it out of src/domain, src/api, src/machines and server/. The
    // React Compiler's rules read every function of a file they are given (about half of the lint's time when they
    // read every file).
    files: [
      'src/views/**/*.{ts,tsx}',
      'src/questionTypes/*/views/**/*.{ts,tsx}',
      'src/entries/**/*.{ts,tsx}',
      'src/i18n/**/*.{ts,tsx}',
      'tests/**/*.tsx',
      'tests/views/**/*.ts',
      'src/questionTypes/*/tests/**/*.tsx',
      'src/questionTypes/*/tests/views/**/*.ts',
      'tests/setup/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region takes focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  layer(
    ['src/domain/**', 'src/questionTypes/*/domain/**'],
    [ui, reactDom, xstate, xstateReact, api, machines, views, serverPart],
    'src/domain is pure:',
  ),
  layer(
    ['src/api/**'],
    [ui, reactDom, xstate, xstateReact, machines, views, serverPart],
    'src/api is the wire only:',
  ),
  layer(['src/machines/**'], [ui, reactDom, views, serverPart], 'Machines render nothing:'),
  layer(
    ['src/views/**', 'src/questionTypes/*/views/**'],
    [{ pattern: '**/api/**', why: '(views send events; machines call the API)', types: true }, serverPart],
    'Views do not call the API:',
  ),
  layer(['src/entries/**'], [serverPart], 'The console starts from its own code:'),
  layer(
    ['server/**', 'src/questionTypes/*/server/**'],
    [ui, reactDom, xstateReact, machines, views],
    'The server shares only src/domain and src/api:',
  ),
  {
    files: [
      'scripts/**',
      'server/**',
      'tests/**',
      'src/questionTypes/*/server/**',
      'src/questionTypes/*/tests/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
