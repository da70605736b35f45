import { createRoot } from 'react-dom/client';
import { PopupApp } from '../../src/ui/wallet/popup-app';

createRoot(document.getElementById('root')!).render(<PopupApp />);
