// ESLint flat config: typescript-eslint recommended + React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-ssr/',
      'node_modules/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'server/db/migrations/',
      'scripts/gen-images.ts',
      'scripts/gen-images/',
      'tests/api/mobile-client/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // docs/rules.md R8.10, issue 35: every date shown or picked is the complex's (UTC+5), never the
    // browser's. "Now" comes from src/domain/hotel-time.ts (hotelNow, hotelToday, hotelWallClock),
    // instants are shown with src/domain/datetime.ts (formatServerTimestamp, formatDisplayDate).
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'providers/**/*.{ts,tsx}'],
    ignores: ['src/domain/hotel-time.ts', 'src/domain/datetime.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='dayjs'][arguments.length=0]",
          message:
            "dayjs() is the browser's clock: use hotelNow()/hotelToday()/hotelWallClock() of src/domain/hotel-time.ts (docs/rules.md R8.10).",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            "new Date() is the browser's clock: use hotelNow()/hotelToday() of src/domain/hotel-time.ts (docs/rules.md R8.10).",
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            "toLocale…String formats in the browser's zone: use formatDisplayDate/formatServerTimestamp of src/domain/datetime.ts (docs/rules.md R8.10).",
        },
        {
          selector: "CallExpression[callee.property.name='local'][arguments.length=0]",
          message:
            "dayjs .local() is the browser's zone: use inHotelZone of src/domain/datetime.ts (docs/rules.md R8.10).",
        },
      ],
    },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker, importScripts: 'readonly', firebase: 'readonly' } },
  },
);
