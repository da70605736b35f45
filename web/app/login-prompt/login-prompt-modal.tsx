// The login-or-create-account prompt (SPEC §2, max width 720px): shown to guests who try something that
// needs an account, and from the small-screen profile button.
import { Button } from '../../../src/ui/button.js';
import { Modal } from '../../../src/ui/modal.js';
import { useSignIn } from '../../features/auth/hooks/use-sign-in.js';
import { useLoginPrompt } from './login-prompt-store.js';
import * as styles from './login-prompt-modal.css.js';

export function LoginPromptModal() {
  const open = useLoginPrompt((state) => state.open);
  const reason = useLoginPrompt((state) => state.reason);
  const hide = useLoginPrompt((state) => state.hide);
  const { start, pending } = useSignIn();
  return (
    <Modal open={open} onClose={hide} title="Join the Arena" maxWidth={720}>
      <p className={styles.text}>
        {reason ?? 'Log in or create a free account to join tournaments, build your team and climb the leaderboards.'}
      </p>
      <div className={styles.actions}>
        <Button size="lg" onClick={() => start('login')} disabled={pending !== null}>
          {pending === 'login' ? 'Opening sign-in…' : 'Login'}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => start('create-account')} disabled={pending !== null}>
          {pending === 'create-account' ? 'Opening sign-up…' : 'Create account'}
        </Button>
      </div>
    </Modal>
  );
}
