// /create-tournament/{id}: tournament administration.
import { useParams } from 'react-router-dom';
import { AdministrationPage } from './administration-page.js';

export function CreateTournamentPage() {
  const { id = '' } = useParams();
  return <AdministrationPage kind="tournament" id={id} />;
}
