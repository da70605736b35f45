import { createRoot } from 'react-dom/client';
import { ApprovalApp } from '../../src/ui/wallet/approval-app';
import { prefetchApproval, requestIdFromLocation } from '../../src/ui/wallet/approval-prefetch';

// Static imports: the whole module graph is fetched and compiled in parallel while the page parses, which
// is quicker than loading React after this script runs (measured with `BENCH_DEBUG=1 npm run bench:wallet`).
const requestId = requestIdFromLocation();
const initialView = prefetchApproval(requestId);
createRoot(document.getElementById('root')!).render(<ApprovalApp requestId={requestId} initialView={initialView} />);
