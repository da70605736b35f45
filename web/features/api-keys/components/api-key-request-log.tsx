// A key's last 100 requests, newest first: what a program did with it and what it was answered.
import { Spinner } from '../../../../src/ui/spinner.js';
import { useApiKeyRequests } from '../api/get-api-key-requests.js';
import * as styles from './api-keys.css.js';

export function ApiKeyRequestLog({ keyId }: { keyId: string }) {
  const log = useApiKeyRequests(keyId);
  if (log.isPending) return <Spinner label="Loading the request log…" showLabel />;
  const requests = log.data?.requests ?? [];
  if (requests.length === 0) return <p className={styles.muted}>No requests yet.</p>;
  return (
    // Focusable, so keyboard users can scroll a log wider or longer than the screen.
    <div className={styles.logScroll} role="region" aria-label="Request log of this key" tabIndex={0}>
      <table className={styles.log} aria-label="Request log">
        <thead>
          <tr>
            <th className={styles.cell}>Time</th>
            <th className={styles.cell}>Method</th>
            <th className={styles.cell}>Path</th>
            <th className={styles.cell}>Status</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request, index) => (
            <tr key={`${request.at}-${index}`}>
              <td className={styles.cell}>{new Date(request.at).toLocaleString()}</td>
              <td className={styles.cell}>{request.method}</td>
              <td className={styles.cell}>{request.path}</td>
              <td className={styles.cell}>{request.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
