// "Import TRF" (issue 30 §2): continues here a Swiss started elsewhere from its FIDE report file. Offered only while
// the server would take it (round management's trfImportAvailable); the organizer picks the file, then sends it. A
// refusal shows the catalogue text and the server's reason (which names do not match, which line is wrong) and
// keeps the panel usable for another file.
import { useId, useState } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { fileInput } from '../../../../src/ui/file-input.css.js';
import { errorText } from '../../../app/api/error-texts.js';
import { isApiError } from '../../../app/api/api-error.js';
import { useImportTrf } from '../api/import-trf.js';
import { trfFileProblem } from '../model/trf-file.js';
import * as styles from './trf-import.css.js';

export function TrfImportPanel({ tournamentId, onImported }: { tournamentId: string; onImported?: () => void }) {
  const inputId = useId();
  const titleId = useId();
  const helpId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importTrf = useImportTrf(tournamentId);
  const refusal = importTrf.error;
  const detail = isApiError(refusal) ? refusal.formFieldErrors?.trf : undefined;
  const message = problem ?? (refusal ? errorText(isApiError(refusal) ? refusal.code : null) : null);

  async function send() {
    if (!file) return;
    importTrf.reset();
    const text = await file.text();
    const local = trfFileProblem(text);
    setProblem(local);
    if (!local) importTrf.mutate(text, { onSuccess: () => onImported?.() });
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="trf-import">
      <h3 id={titleId} className={styles.title}>
        Import TRF
      </h3>
      <p id={helpId} className={styles.text}>
        Continue a Swiss started elsewhere: the file&apos;s players must be this tournament&apos;s checked-in
        participants, by name. Its rounds are stored as played, with their results and sides, and the next round is
        drawn at once; the seeds become the file&apos;s pairing numbers.
      </p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            Tournament report file (.trf or .txt)
          </label>
          <input
            id={inputId}
            className={`${fileInput} ${styles.file}`}
            type="file"
            accept=".trf,.txt,text/plain"
            aria-describedby={helpId}
            aria-invalid={message ? true : undefined}
            disabled={importTrf.isPending}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
              importTrf.reset();
            }}
          />
        </div>
        <Button variant="primary" disabled={!file || importTrf.isPending} onClick={() => void send()}>
          {importTrf.isPending ? 'Importing…' : 'Import TRF'}
        </Button>
      </div>
      {message ? (
        <p className={styles.alert} role="alert" data-testid="trf-import-error">
          {message}
          {detail && !problem ? <span className={styles.detail}>{detail}</span> : null}
        </p>
      ) : null}
    </section>
  );
}
