// Builds the multipart body of create and edit: name and avatar only when provided (SPEC §5).
import { TEAM_FORM_FIELDS } from '../../../../src/contract/teams.js';

export interface TeamFormInput {
  name?: string;
  avatar?: File | null;
}

export function teamFormData(input: TeamFormInput): FormData {
  const formData = new FormData();
  if (input.name !== undefined) formData.append(TEAM_FORM_FIELDS.name, input.name);
  if (input.avatar) formData.append(TEAM_FORM_FIELDS.avatar, input.avatar, input.avatar.name);
  return formData;
}
