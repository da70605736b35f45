// /create-leaderboard/{id}: leaderboard administration.
import { useParams } from 'react-router-dom';
import { AdministrationPage } from './administration-page.js';

export function CreateLeaderboardPage() {
  const { id = '' } = useParams();
  return <AdministrationPage kind="leaderboard" id={id} />;
}
