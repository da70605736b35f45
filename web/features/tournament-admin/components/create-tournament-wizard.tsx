// The creation wizard (SPEC §2): choose the game, then the name → a DRAFT tournament, then its sections.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../src/ui/button.js';
import { Modal } from '../../../../src/ui/modal.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { NAME_MAX_LENGTH } from '../../../../src/domain/validators/tournament-rules.js';
import { isApiError } from '../../../app/api/api-error.js';
import { paths } from '../../../paths.js';
import { useCreateTournament } from '../api/create-tournament.js';
import * as styles from './tournament-admin.css.js';

export interface GameOption {
  code: string;
  name: string;
  imageUrl: string | null;
}

export function CreateTournamentWizard({
  open,
  onClose,
  games,
}: {
  open: boolean;
  onClose: () => void;
  games: readonly GameOption[];
}) {
  const [step, setStep] = useState<'game' | 'name'>('game');
  const [gameCode, setGameCode] = useState<string | null>(null);
  const [name, setName] = useState('');
  const create = useCreateTournament();
  const navigate = useNavigate();
  const errors = isApiError(create.error) ? (create.error.formFieldErrors ?? {}) : {};
  const game = games.find((g) => g.code === gameCode);

  const close = () => {
    setStep('game');
    setGameCode(null);
    setName('');
    create.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={step === 'game' ? 'New tournament: choose the game' : 'New tournament: name it'}
      maxWidth={720}
    >
      {step === 'game' ? (
        <div className={styles.fieldset}>
          <p className={styles.muted}>Step 1 of 2</p>
          {games.length === 0 ? <p className={styles.muted}>No games are available yet.</p> : null}
          <ul className={styles.gameGrid} aria-label="Games">
            {games.map((g) => (
              <li key={g.code}>
                <button
                  type="button"
                  className={styles.gameChoice}
                  aria-pressed={gameCode === g.code}
                  data-game={g.code}
                  onClick={() => setGameCode(g.code)}
                >
                  {g.imageUrl ? <img className={styles.gameArt} src={g.imageUrl} alt="" /> : null}
                  <span>{g.name}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button disabled={!gameCode} onClick={() => setStep('name')}>
              Next
            </Button>
          </div>
        </div>
      ) : (
        <form
          className={styles.fieldset}
          onSubmit={(event) => {
            event.preventDefault();
            if (!gameCode) return;
            create.mutate(
              { disciplineCode: gameCode, name },
              { onSuccess: (tournament) => void navigate(paths.createTournament.build(tournament.id)) },
            );
          }}
        >
          <p className={styles.muted}>Step 2 of 2 · {game?.name}</p>
          <TextInput
            label="Tournament name"
            name="tournamentName"
            value={name}
            onValueChange={setName}
            maxLength={NAME_MAX_LENGTH}
            error={errors.name ?? errors.disciplineCode}
            autoFocus
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create tournament'}
            </Button>
            <Button variant="secondary" onClick={() => setStep('game')}>
              Back
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
