// Browser entry point.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/ui/global-styles.css.js';
import { App } from './app.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
