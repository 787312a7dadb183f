import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ready } from './i18n';
import './styles.css';
import App from './App';

// The stored language's strings are loaded before the first render (English is a lazy chunk).
void ready().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
