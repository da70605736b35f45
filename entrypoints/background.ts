import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../src/wallet/start-background';

export default defineBackground(() => startBackground());
