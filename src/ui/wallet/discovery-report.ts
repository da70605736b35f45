// The sentence "Find my account" answers with: what it asked, what it found, or why it found nothing.
import type { AccountDiscoveryReport } from '../../wallet/wallet-views';

export function discoveryReportText(report: AccountDiscoveryReport, arenaUrl: string | null): string {
  const where = `${report.networkName} (${report.nodeUrl})`;
  if (report.error) return `Could not reach ${where}: ${report.error}.`;
  if (report.found.length === 0) {
    const hint = arenaUrl ? ` Get one in Arena at ${arenaUrl}: Your Profile → User info → Wallet.` : '';
    return `No account on ${where} lists your key yet.${hint}`;
  }
  const added =
    report.added === 0 ? 'Already in the wallet.' : report.added === 1 ? '1 added.' : `${report.added} added.`;
  return `Found on ${where}: ${report.found.join(', ')}. ${added}`;
}
