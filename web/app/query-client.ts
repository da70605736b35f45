// React Query defaults. Client errors (4xx) are answers, not hiccups: retrying them only repeats banners.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/api-error.js';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
