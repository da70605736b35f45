import { prefetchApproval, requestIdFromLocation } from '../../src/ui/wallet/approval-prefetch';

// Ask for the request first, then load React: the background round trip overlaps with React's load.
const requestId = requestIdFromLocation();
const initialView = prefetchApproval(requestId);

void Promise.all([import('react-dom/client'), import('../../src/ui/wallet/approval-app')]).then(([{ createRoot }, { ApprovalApp }]) => {
  createRoot(document.getElementById('root')!).render(<ApprovalApp requestId={requestId} initialView={initialView} />);
});
