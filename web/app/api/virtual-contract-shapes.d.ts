// The module web/build/contract-shapes-plugin.ts generates: one JSON shape per name of its CONTRACT_SHAPES.
declare module 'virtual:contract-shapes' {
  const shapes: Record<
    | 'AccountCreationUrlResponse'
    | 'CurrentUser'
    | 'DisciplineList'
    | 'ErrorBody'
    | 'LoginUrlResponse'
    | 'LogoutResponse'
    | 'TokensResponse'
    | 'TournamentChangedEvent'
    | 'TournamentList',
    unknown
  >;
  export default shapes;
}
