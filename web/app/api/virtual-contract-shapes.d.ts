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

// The public leaderboard pages' shapes (LEADERBOARD_SHAPES), downloaded with those pages only.
declare module 'virtual:leaderboard-shapes' {
  const shapes: Record<'LeaderboardDetail' | 'LeaderboardList' | 'LeaderboardStandings', unknown>;
  export default shapes;
}
