import '@testing-library/jest-dom/vitest';

// antd reads matchMedia; jsdom has none (docs/architecture.md § Versions).
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Testing Library cleans up after each test only with globals; do it explicitly.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
afterEach(() => cleanup());

// The signed-in areas' strings (src/locales/areas/), which the Refine root loads in the app.
import { loadAreaLocales } from '../../src/locales/areas';
await loadAreaLocales();
