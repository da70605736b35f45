// Browser entry point.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/ui/global-styles.css.js';
import { App } from './app.js';
import { loadErrorTexts } from './api/error-texts.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The error texts are their own chunk (api/error-texts.ts): fetched once the page is drawn, not before.
setTimeout(() => void loadErrorTexts(), 2_000);
