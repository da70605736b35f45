// Query keys of the admin backoffice; every mutation refreshes the whole list.
export const adminOrganizationKeys = {
  all: ['admin', 'organizations'] as const,
  list: (search: string, page: number) => ['admin', 'organizations', { search, page }] as const,
};
